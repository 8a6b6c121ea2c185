"""The fixed entries of the model chooser."""

FAKE_MODEL, REAL_MODEL = "Fake (lesson)", "Real provider…"
