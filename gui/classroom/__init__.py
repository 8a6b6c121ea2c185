"""The classroom: presenter zoom and layout, explanations, glossary, tour, lesson mode, predict-then-reveal."""
