<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AnswerMarks</name>
    <message>
        <source>This answer repeats text from an untrusted tool result (a prompt injection): do not trust it.</source>
        <translation>Diese Antwort wiederholt Text aus einem nicht vertrauenswürdigen Tool-Ergebnis (Prompt-Injection): Vertrauen Sie ihr nicht.</translation>
    </message>
    <message>
        <source>Not from the data: the model answered without looking anything up.</source>
        <translation>Nicht aus den Daten: Das Modell hat geantwortet, ohne etwas nachzusehen.</translation>
    </message>
    <message>
        <source>Not from the data: no tool result said what this answer states.</source>
        <translation>Nicht aus den Daten: Kein Tool-Ergebnis enthielt, was diese Antwort behauptet.</translation>
    </message>
    <message>
        <source>The data has no order {order} for customer {customer}.</source>
        <translation>Die Daten enthalten keine Bestellung {order} für den Kunden {customer}.</translation>
    </message>
</context>
<context>
    <name>ApprovalCard</name>
    <message>
        <source>{tool} wants to act — approval needed</source>
        <translation>{tool} will Daten ändern — Freigabe nötig</translation>
    </message>
    <message>
        <source>{id} {call}  ·  call {n}</source>
        <translation>{id} {call}  ·  Aufruf {n}</translation>
    </message>
    <message>
        <source>The input the model asked for; Edit input lets you change it before approving</source>
        <translation>Die Eingabe, die das Modell verlangt; mit „Eingabe bearbeiten“ können Sie sie vor der Freigabe ändern</translation>
    </message>
    <message>
        <source>Reason for a rejection (goes to the model)</source>
        <translation>Grund für eine Ablehnung (geht an das Modell)</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Freigeben</translation>
    </message>
    <message>
        <source>Run the call with this input</source>
        <translation>Den Aufruf mit dieser Eingabe ausführen</translation>
    </message>
    <message>
        <source>Edit input…</source>
        <translation>Eingabe bearbeiten…</translation>
    </message>
    <message>
        <source>Change the input, then approve it</source>
        <translation>Eingabe ändern, dann freigeben</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Do not run it; the reason goes back to the model</source>
        <translation>Nicht ausführen; der Grund geht an das Modell zurück</translation>
    </message>
    <message>
        <source>Stop the run</source>
        <translation>Lauf stoppen</translation>
    </message>
    <message>
        <source>Do not run it and end the run (hand-off)</source>
        <translation>Nicht ausführen und den Lauf beenden (Übergabe)</translation>
    </message>
    <message>
        <source>Approve edited input</source>
        <translation>Geänderte Eingabe freigeben</translation>
    </message>
    <message>
        <source>Not valid JSON (line {line}: {msg})</source>
        <translation>Kein gültiges JSON (Zeile {line}: {msg})</translation>
    </message>
    <message>
        <source>The input must be a JSON object, e.g. {example}</source>
        <translation>Die Eingabe muss ein JSON-Objekt sein, z. B. {example}</translation>
    </message>
    <message>
        <source>Waits for your decision without a time limit.</source>
        <translation>Wartet ohne Zeitlimit auf Ihre Entscheidung.</translation>
    </message>
    <message>
        <source>Without a decision the call is rejected in {time}.</source>
        <translation>Ohne Entscheidung wird der Aufruf in {time} abgelehnt.</translation>
    </message>
</context>
<context>
    <name>BatchDetails</name>
    <message>
        <source>Double-click the row to open this case&apos;s run in the main window.</source>
        <translation>Doppelklick auf die Zeile öffnet den Lauf dieses Falls im Hauptfenster.</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FEHLGESCHLAGEN</translation>
    </message>
    <message>
        <source>setup: {setup}</source>
        <translation>Vorbereitung: {setup}</translation>
    </message>
    <message>
        <source>orders: {data} · ended: {reason} · calls {calls} · tokens {tokens} · hand-offs {handoffs} · failures {failures}</source>
        <translation>Bestellungen: {data} · Ende: {reason} · Aufrufe {calls} · Tokens {tokens} · Übergaben {handoffs} · Fehler {failures}</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>nicht aufgezeichnet</translation>
    </message>
    <message>
        <source>problems:</source>
        <translation>Probleme:</translation>
    </message>
    <message>
        <source>approvals:</source>
        <translation>Freigaben:</translation>
    </message>
    <message>
        <source>answer:</source>
        <translation>Antwort:</translation>
    </message>
</context>
<context>
    <name>BatchResults</name>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Vorbereitung</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Aufrufe</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Hand-offs</source>
        <translation>Übergaben</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
</context>
<context>
    <name>BatchView</name>
    <message>
        <source>Batch runs need the lesson&apos;s fake, a scripted model or a real provider; the window uses {name}.</source>
        <translation>Stapelläufe brauchen das Fake-Modell der Lektion, ein Skript-Modell oder einen echten Anbieter; das Fenster nutzt {name}.</translation>
    </message>
    <message>
        <source>The orders the questions run against: the lesson&apos;s data (what the lesson&apos;s test set expects), or the orders as edited in the main window</source>
        <translation>Mit welchen Bestellungen die Fragen laufen: mit den Daten der Lektion (die der Testsatz der Lektion erwartet) oder mit den Bestellungen, wie sie im Hauptfenster bearbeitet wurden</translation>
    </message>
    <message>
        <source>lesson data</source>
        <translation>Daten der Lektion</translation>
    </message>
    <message>
        <source>current orders</source>
        <translation>aktuelle Bestellungen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>tools: {tools}</source>
        <translation>Tools: {tools}</translation>
    </message>
    <message>
        <source>default tool calls</source>
        <translation>Tool-Aufrufe wie voreingestellt</translation>
    </message>
    <message>
        <source>fault: {fault}</source>
        <translation>Störung: {fault}</translation>
    </message>
    <message>
        <source>approval: {policy}</source>
        <translation>Freigabe: {policy}</translation>
    </message>
    <message>
        <source>no test set</source>
        <translation>kein Testsatz</translation>
    </message>
    <message>
        <source>Open test set…</source>
        <translation>Testsatz öffnen…</translation>
    </message>
    <message>
        <source>parallel </source>
        <translation>parallel </translation>
    </message>
    <message>
        <source>Questions run at the same time (useful for real providers)</source>
        <translation>Gleichzeitig laufende Fragen (nützlich bei echten Anbietern)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>JSON exportieren…</translation>
    </message>
    <message>
        <source>Select a case to read it in full below; double-click it to open its run</source>
        <translation>Einen Fall wählen, um ihn unten ganz zu lesen; Doppelklick öffnet seinen Lauf</translation>
    </message>
    <message>
        <source>Select a case to read its problems and answer in full.</source>
        <translation>Einen Fall wählen, um seine Probleme und die Antwort ganz zu lesen.</translation>
    </message>
    <message>
        <source>orders</source>
        <translation>Bestellungen</translation>
    </message>
    <message>
        <source>This lesson has no test set: open one.</source>
        <translation>Diese Lektion hat keinen Testsatz: bitte einen öffnen.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n question(s)</source>
        <translation>
            <numerusform>{name}: %n Frage</numerusform>
            <numerusform>{name}: %n Fragen</numerusform>
        </translation>
    </message>
    <message>
        <source>Open test set</source>
        <translation>Testsatz öffnen</translation>
    </message>
    <message>
        <source>not started: {why}</source>
        <translation>nicht gestartet: {why}</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>läuft…</translation>
    </message>
    <message>
        <source> (cancelled after {done} of {total})</source>
        <translation> (abgebrochen nach {done} von {total})</translation>
    </message>
    <message>
        <source>{passed} of {n} passed{note} · ran against {data}</source>
        <translation>{passed} von {n} bestanden{note} · Daten: {data}</translation>
    </message>
    <message>
        <source>exported {name}</source>
        <translation>{name} exportiert</translation>
    </message>
    <message>
        <source>Export {format}</source>
        <translation>{format} exportieren</translation>
    </message>
    <message>
        <source>batch failed: {error}</source>
        <translation>Stapellauf fehlgeschlagen: {error}</translation>
    </message>
</context>
<context>
    <name>BeforeWrite</name>
    <message>
        <source>column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>One or more values of the column, separated by |</source>
        <translation>Ein oder mehrere Werte der Spalte, getrennt durch |</translation>
    </message>
    <message>
        <source>Before writing, this query reads the row (no row: the not-found text). A refusal below ends the call with its text, and nothing is written.</source>
        <translation>Vor dem Schreiben liest diese Abfrage die Zeile (keine Zeile: der Text für „nicht gefunden“). Eine Ablehnung unten beendet den Aufruf mit ihrem Text, und nichts wird geschrieben.</translation>
    </message>
    <message>
        <source>Add refusal</source>
        <translation>Ablehnung hinzufügen</translation>
    </message>
    <message>
        <source>Remove refusal</source>
        <translation>Ablehnung entfernen</translation>
    </message>
    <message>
        <source>A reading query with the same input fields and :customer; its columns can be named in the refusals and their texts.</source>
        <translation>Eine lesende Abfrage mit denselben Eingabefeldern und :customer; ihre Spalten können in den Ablehnungen und deren Texten genannt werden.</translation>
    </message>
    <message>
        <source>✗ row {number}, {column}: </source>
        <translation>✗ Zeile {number}, {column}: </translation>
    </message>
</context>
<context>
    <name>Bench</name>
    <message>
        <source>Fault panel…</source>
        <translation>Störungspanel…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Save run…</source>
        <translation>Lauf speichern…</translation>
    </message>
    <message>
        <source>Open run…</source>
        <translation>Lauf öffnen…</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>Erneut ausführen</translation>
    </message>
    <message>
        <source>Export Markdown…</source>
        <translation>Als Markdown exportieren…</translation>
    </message>
    <message>
        <source>Batch run…</source>
        <translation>Stapellauf…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Batch run over a test set</source>
        <translation>Stapellauf über einen Testsatz</translation>
    </message>
</context>
<context>
    <name>BlockEditor</name>
    <message>
        <source>input is not JSON: {error}</source>
        <translation>input ist kein JSON: {error}</translation>
    </message>
    <message>
        <source>input must be a JSON object ({…})</source>
        <translation>input muss ein JSON-Objekt sein ({…})</translation>
    </message>
</context>
<context>
    <name>BranchList</name>
    <message>
        <source>branch</source>
        <translation>Zweig</translation>
    </message>
    <message>
        <source>forked at</source>
        <translation>abgezweigt bei</translation>
    </message>
    <message>
        <source>edit</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>calls</source>
        <translation>Aufrufe</translation>
    </message>
    <message>
        <source>tokens in/out</source>
        <translation>Tokens ein/aus</translation>
    </message>
    <message>
        <source>(sent anyway)</source>
        <translation>(trotzdem gesendet)</translation>
    </message>
    <message>
        <source>Right-click a block in Messages: edit it and continue, or continue from there. Tick two branches to compare them.</source>
        <translation>Rechtsklick auf einen Block unter Nachrichten: ändern und weitermachen, oder von dort weitermachen. Zwei Zweige ankreuzen, um sie zu vergleichen.</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Compare ticked</source>
        <translation>Angekreuzte vergleichen</translation>
    </message>
    <message>
        <source>Tick exactly two branches to compare them ({n} ticked).</source>
        <translation>Genau zwei Zweige ankreuzen, um sie zu vergleichen ({n} angekreuzt).</translation>
    </message>
    <message>
        <source>original</source>
        <translation>Original</translation>
    </message>
    <message>
        <source>branch {n}</source>
        <translation>Zweig {n}</translation>
    </message>
    <message>
        <source>#{n} unchanged</source>
        <translation>#{n} unverändert</translation>
    </message>
    <message>
        <source>run again (orders now)</source>
        <translation>erneut ausgeführt (Bestellungen jetzt)</translation>
    </message>
    <message>
        <source>not run yet</source>
        <translation>noch nicht gelaufen</translation>
    </message>
</context>
<context>
    <name>Branching</name>
    <message>
        <source>Branches</source>
        <translation>Zweige</translation>
    </message>
    <message>
        <source>Branch once the running question is finished.</source>
        <translation>Verzweigen Sie erst, wenn die laufende Frage beantwortet ist.</translation>
    </message>
    <message>
        <source>Not sent: {dialect} would refuse it:</source>
        <translation>Nicht gesendet — {dialect} würde das ablehnen:</translation>
    </message>
    <message>
        <source>(continue {branch})</source>
        <translation>(weiter: {branch})</translation>
    </message>
    <message>
        <source>Protocol check</source>
        <translation>Protokollprüfung</translation>
    </message>
    <message>
        <source>{dialect} would refuse this history:</source>
        <translation>{dialect} würde diesen Verlauf ablehnen:</translation>
    </message>
    <message>
        <source>Send anyway</source>
        <translation>Trotzdem senden</translation>
    </message>
    <message>
        <source>{branch}, forked from {parent}: {edit}</source>
        <translation>{branch}, abgezweigt von {parent}: {edit}</translation>
    </message>
</context>
<context>
    <name>CallByHand</name>
    <message>
        <source>Call a tool by hand</source>
        <translation>Tool von Hand aufrufen</translation>
    </message>
    <message>
        <source>Acts: changes data. Runs only after you confirm below; Undo reverts it.</source>
        <translation>Schreibt: ändert Daten. Läuft erst, wenn Sie unten bestätigen; „Rückgängig“ nimmt es zurück.</translation>
    </message>
    <message>
        <source>Cancelled: the tool&apos;s result was not waited for</source>
        <translation>Abgebrochen: auf das Ergebnis des Tools wurde nicht gewartet</translation>
    </message>
    <message>
        <source>✗ The call failed: {error}</source>
        <translation>✗ Der Aufruf ist gescheitert: {error}</translation>
    </message>
    <message>
        <source>I confirm this call</source>
        <translation>Ich bestätige diesen Aufruf</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Runs the tool as the loop would, for the signed-in customer; no model is asked</source>
        <translation>Führt das Tool so aus wie die Schleife, für den angemeldeten Kunden; kein Modell wird gefragt</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop waiting for the tool (an acting tool may already have written)</source>
        <translation>Nicht länger auf das Tool warten (ein schreibendes Tool hat vielleicht schon Daten geändert)</translation>
    </message>
    <message>
        <source>Input sent (JSON):</source>
        <translation>Gesendete Eingabe (JSON):</translation>
    </message>
    <message>
        <source>For the signed-in customer {customer} (toolbar)</source>
        <translation>Für den angemeldeten Kunden {customer} (Werkzeugleiste)</translation>
    </message>
    <message>
        <source>Reads: changes nothing</source>
        <translation>Liest: ändert nichts</translation>
    </message>
    <message>
        <source>Running {tool}…</source>
        <translation>{tool} läuft …</translation>
    </message>
    <message>
        <source>No order rows read or changed</source>
        <translation>Keine Bestellzeilen gelesen oder geändert</translation>
    </message>
    <message>
        <source>Rows changed (highlighted in the orders table): {rows}</source>
        <translation>Geänderte Zeilen (in der Bestelltabelle hervorgehoben): {rows}</translation>
    </message>
    <message>
        <source>Rows read (highlighted in the orders table): {rows}</source>
        <translation>Gelesene Zeilen (in der Bestelltabelle hervorgehoben): {rows}</translation>
    </message>
</context>
<context>
    <name>CallsModel</name>
    <message>
        <source>run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>call</source>
        <translation>Aufruf</translation>
    </message>
    <message>
        <source>in</source>
        <translation>ein</translation>
    </message>
    <message>
        <source>out</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>(not available)</source>
        <translation>(nicht verfügbar)</translation>
    </message>
</context>
<context>
    <name>CallsPane</name>
    <message>
        <source>Select a model call to see its raw JSON.</source>
        <translation>Einen Modellaufruf wählen, um sein rohes JSON zu sehen.</translation>
    </message>
    <message>
        <source>Copy request</source>
        <translation>Anfrage kopieren</translation>
    </message>
    <message>
        <source>Copy response</source>
        <translation>Antwort kopieren</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>run {run} · call {call} · {stop}</source>
        <translation>Lauf {run} · Aufruf {call} · {stop}</translation>
    </message>
    <message>
        <source>next request (paused before call {n})</source>
        <translation>nächste Anfrage (Pause vor Aufruf {n})</translation>
    </message>
    <message>
        <source>rejected after {time} without a decision</source>
        <translation>nach {time} ohne Entscheidung abgelehnt</translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>ohne Zeitlimit</translation>
    </message>
    <message>
        <source>awaiting approval (call {n}): {tool} · {wait}</source>
        <translation>wartet auf Freigabe (Aufruf {n}): {tool} · {wait}</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier message(s) not shown here: Copy request copies the whole request</source>
        <translation>
            <numerusform>%n frühere Nachricht hier nicht gezeigt: „Anfrage kopieren“ kopiert die ganze Anfrage</numerusform>
            <numerusform>%n frühere Nachrichten hier nicht gezeigt: „Anfrage kopieren“ kopiert die ganze Anfrage</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <source>Assistant ⋯ (streaming)</source>
        <translation>Assistent ⋯ (wird gestreamt)</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistent</translation>
    </message>
    <message>
        <source>Assistant (before the tool calls)</source>
        <translation>Assistent (vor den Tool-Aufrufen)</translation>
    </message>
    <message>
        <source>✗ Answer broke off — discarded</source>
        <translation>✗ Antwort abgebrochen — verworfen</translation>
    </message>
    <message>
        <source>Assistant (stop_reason: {stop})</source>
        <translation>Assistent (stop_reason: {stop})</translation>
    </message>
    <message>
        <source>Ask a question as the customer …</source>
        <translation>Frage als Kunde stellen …</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Send the question (Ctrl+Return)</source>
        <translation>Frage senden (Strg+Enter)</translation>
    </message>
    <message>
        <source>Try:</source>
        <translation>Probieren Sie:</translation>
    </message>
    <message>
        <source>Customer {id}</source>
        <translation>Kunde {id}</translation>
    </message>
    <message>
        <source>{what}  (F10: next step)</source>
        <translation>{what}  (F10: nächster Schritt)</translation>
    </message>
    <message>
        <source>{id} {call} waits for approval</source>
        <translation>{id} {call} wartet auf Freigabe</translation>
    </message>
    <message>
        <source>ran together: {ids}</source>
        <translation>gemeinsam ausgeführt: {ids}</translation>
    </message>
    <message>
        <source>The model call failed: {why}</source>
        <translation>Der Modellaufruf ist gescheitert: {why}</translation>
    </message>
    <message>
        <source>The model call failed:</source>
        <translation>Der Modellaufruf ist gescheitert:</translation>
    </message>
    <message>
        <source>Handed off to a human</source>
        <translation>Übergabe an einen Menschen</translation>
    </message>
</context>
<context>
    <name>Classroom</name>
    <message>
        <source>Lesson mode: each question starts a new conversation, as the lesson prints it</source>
        <translation>Lektionsmodus: Jede Frage beginnt ein neues Gespräch, wie in der Lektion abgedruckt</translation>
    </message>
    <message>
        <source>Ask the class</source>
        <translation>Klasse fragen</translation>
    </message>
    <message>
        <source>In step mode: before each step the class predicts what comes next</source>
        <translation>Im Schrittmodus: vor jedem Schritt sagt die Klasse voraus, was als Nächstes kommt</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
    <message>
        <source>Model calls</source>
        <translation>Modellaufrufe</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Bestellungen</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <source>Run controls</source>
        <translation>Laufsteuerung</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>Grenzen</translation>
    </message>
    <message>
        <source>Status bar</source>
        <translation>Statusleiste</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glossar</translation>
    </message>
    <message>
        <source>Tour</source>
        <translation>Rundgang</translation>
    </message>
    <message>
        <source>The chat: the customer&apos;s questions, the assistant&apos;s answers, and between them every step of the loop.</source>
        <translation>Der Chat: die Fragen des Kunden, die Antworten des Assistenten und dazwischen jeder Schritt der Schleife.</translation>
    </message>
    <message>
        <source>The inspector: the messages exactly as the next model call sends them, and each call&apos;s raw request and response.</source>
        <translation>Der Inspektor: die Nachrichten genau so, wie der nächste Modellaufruf sie sendet, und die rohe Anfrage und Antwort jedes Aufrufs.</translation>
    </message>
    <message>
        <source>The orders: the database the tools read. Edit a cell and ask again: the answer follows the data.</source>
        <translation>Die Bestellungen: die Datenbank, die die Tools lesen. Ändern Sie eine Zelle und fragen Sie erneut: Die Antwort folgt den Daten.</translation>
    </message>
    <message>
        <source>Your first question: click an example. Switch on Step mode to go one step at a time; the Explain pane says what happens.</source>
        <translation>Ihre erste Frage: Klicken Sie auf ein Beispiel. Im Schrittmodus geht es Schritt für Schritt voran; die Erklärung sagt, was passiert.</translation>
    </message>
    <message>
        <source>Ask the class first: pick what comes next.</source>
        <translation>Erst die Klasse fragen: wählen, was als Nächstes kommt.</translation>
    </message>
    <message>
        <source>lesson mode</source>
        <translation>Lektionsmodus</translation>
    </message>
    <message>
        <source>Each question starts a new conversation, as the lesson prints it</source>
        <translation>Jede Frage beginnt ein neues Gespräch, wie in der Lektion abgedruckt</translation>
    </message>
    <message>
        <source>conversation mode</source>
        <translation>Gesprächsmodus</translation>
    </message>
    <message>
        <source>Each question continues the conversation, so it re-sends the earlier ones (View → Lesson mode changes this)</source>
        <translation>Jede Frage setzt das Gespräch fort und sendet die früheren erneut mit (Ansicht → Lektionsmodus ändert das)</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>same</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>only left</source>
        <translation>nur links</translation>
    </message>
    <message>
        <source>only right</source>
        <translation>nur rechts</translation>
    </message>
    <message>
        <source>{stop_reason} · {input} in / {output} out</source>
        <translation>{stop_reason} · {input} ein / {output} aus</translation>
    </message>
    <message>
        <source>orders: not recorded</source>
        <translation>Bestellungen: nicht aufgezeichnet</translation>
    </message>
    <message>
        <source>orders: {n} as when {branch} ran</source>
        <translation>Bestellungen: {n} wie beim Lauf von {branch}</translation>
    </message>
    <message>
        <source>orders differ in {ids}</source>
        <translation>Bestellungen unterscheiden sich bei {ids}</translation>
    </message>
    <message>
        <source>the same orders on both sides</source>
        <translation>auf beiden Seiten dieselben Bestellungen</translation>
    </message>
    <message>
        <source>as asked</source>
        <translation>wie gefragt</translation>
    </message>
    <message>
        <source>aligned at the fork (message #{n})</source>
        <translation>ausgerichtet an der Abzweigung (Nachricht #{n})</translation>
    </message>
    <message>
        <source>message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>call</source>
        <translation>Aufruf</translation>
    </message>
    <message>
        <source>call {n}</source>
        <translation>Aufruf {n}</translation>
    </message>
    <message>
        <source>final answer</source>
        <translation>endgültige Antwort</translation>
    </message>
    <message>
        <source>calls (each branch&apos;s own)</source>
        <translation>Aufrufe (die eigenen jedes Zweigs)</translation>
    </message>
    <message>
        <source>answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Compare branches</source>
        <translation>Zweige vergleichen</translation>
    </message>
</context>
<context>
    <name>ConnectionTest</name>
    <message>
        <source>aborted</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>unexpected error: {error}</source>
        <translation>unerwarteter Fehler: {error}</translation>
    </message>
    <message>
        <source>Connected: {model} answered in {time}: “{words}”</source>
        <translation>Verbindung steht: {model} antwortete in {time}: „{words}“</translation>
    </message>
</context>
<context>
    <name>ContextChart</name>
    <message>
        <source>Every call sends the whole history again, so each call costs more.</source>
        <translation>Jeder Aufruf sendet den ganzen Verlauf erneut, darum kostet jeder Aufruf mehr.</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>question · call</source>
        <translation>Frage · Aufruf</translation>
    </message>
    <message>
        <source>system + tool definitions</source>
        <translation>System + Tool-Definitionen</translation>
    </message>
    <message>
        <source>history</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>run total (input)</source>
        <translation>Summe des Laufs (Eingabe)</translation>
    </message>
    <message>
        <source>token budget</source>
        <translation>Token-Budget</translation>
    </message>
    <message>
        <source>token budget {0}</source>
        <translation>Token-Budget {0}</translation>
    </message>
    <message>
        <source>question {0} · call {1}: {2} input tokens ({3} system + tool definitions, {4} history), {5} output; this question so far: {6}</source>
        <translation>Frage {0} · Aufruf {1}: {2} Eingabe-Tokens ({3} System + Tool-Definitionen, {4} Verlauf), {5} Ausgabe; diese Frage bisher: {6}</translation>
    </message>
</context>
<context>
    <name>CustomerBox</name>
    <message>
        <source>The signed-in customer (session identity, never a tool argument); choose one of the store&apos;s customers or type an id</source>
        <translation>Der angemeldete Kunde (Identität der Sitzung, nie ein Tool-Argument); einen Kunden aus der Datenbank wählen oder eine ID eingeben</translation>
    </message>
    <message>
        <source>“{typed}” is not a customer id (letters, digits, - and _, at most 32 characters) — still {customer}</source>
        <translation>„{typed}“ ist keine Kunden-ID (Buchstaben, Ziffern, - und _, höchstens 32 Zeichen) — es bleibt bei {customer}</translation>
    </message>
    <message>
        <source>{customer} has no orders</source>
        <translation>{customer} hat keine Bestellungen</translation>
    </message>
</context>
<context>
    <name>Deciders</name>
    <message>
        <source>trainer at the keyboard</source>
        <translation>Trainer an der Tastatur</translation>
    </message>
    <message>
        <source>batch policy</source>
        <translation>Stapel-Richtlinie</translation>
    </message>
    <message>
        <source>command-line policy</source>
        <translation>Richtlinie der Kommandozeile</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <source>cancel</source>
        <translation>Abbruch</translation>
    </message>
    <message>
        <source>default (deny)</source>
        <translation>Voreinstellung (ablehnen)</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>replay of {by}</source>
        <translation>Wiederholung: {by}</translation>
    </message>
</context>
<context>
    <name>DialectsPane</name>
    <message>
        <source>A tool call id: highlighted wherever it occurs in all three dialects</source>
        <translation>Eine Tool-Aufruf-ID: hervorgehoben, wo immer sie in den drei Dialekten vorkommt</translation>
    </message>
    <message>
        <source>tools</source>
        <translation>Tools</translation>
    </message>
    <message>
        <source>Also render the tool definitions in each dialect, with the run&apos;s tool choice, parallel switch and strict tools</source>
        <translation>Auch die Tool-Definitionen in jedem Dialekt zeigen, mit tool_choice, Parallel-Schalter und strikten Tools des Laufs</translation>
    </message>
    <message>
        <source>Click a call id in any column to find it in the other two.</source>
        <translation>Eine Aufruf-ID in einer Spalte anklicken, um sie in den anderen beiden zu finden.</translation>
    </message>
    <message>
        <source>call id</source>
        <translation>Aufruf-ID</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>The customer asked a question. The program adds it to the conversation as a user message and sends everything to the model: the system prompt, the tool definitions and the whole history.</source>
        <translation>Der Kunde hat eine Frage gestellt. Das Programm hängt sie als user-Nachricht an das Gespräch und schickt alles an das Modell: den Systemprompt, die Tool-Definitionen und den ganzen Verlauf.</translation>
    </message>
    <message>
        <source>The customer asked a question. No tools are offered this time, so the model cannot look anything up: whatever it answers comes from its own guesses, not from the data.</source>
        <translation>Der Kunde hat eine Frage gestellt. Diesmal werden keine Tools angeboten, also kann das Modell nichts nachsehen: Was es antwortet, sind eigene Vermutungen, nicht die Daten.</translation>
    </message>
    <message numerus="yes">
        <source>Model call {n}: the program sends %n message(s) to the model. The model remembers nothing between calls, so every call sends the whole history again and costs more tokens.</source>
        <translation>
            <numerusform>Modellaufruf {n}: Das Programm schickt %n Nachricht an das Modell. Das Modell merkt sich zwischen den Aufrufen nichts, darum sendet jeder Aufruf den ganzen Verlauf erneut und kostet mehr Tokens.</numerusform>
            <numerusform>Modellaufruf {n}: Das Programm schickt %n Nachrichten an das Modell. Das Modell merkt sich zwischen den Aufrufen nichts, darum sendet jeder Aufruf den ganzen Verlauf erneut und kostet mehr Tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Next step: model call {n}. The program is about to send %n message(s) to the model, exactly as the inspector shows them. Press F10 to send them.</source>
        <translation>
            <numerusform>Nächster Schritt: Modellaufruf {n}. Das Programm schickt gleich %n Nachricht an das Modell, genau wie der Inspektor sie zeigt. F10 sendet sie.</numerusform>
            <numerusform>Nächster Schritt: Modellaufruf {n}. Das Programm schickt gleich %n Nachrichten an das Modell, genau wie der Inspektor sie zeigt. F10 sendet sie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Next step: the program is about to run {calls}. It checks each tool name and input first; nothing has touched the database yet. Press F10 to run it.</source>
        <translation>Nächster Schritt: Das Programm führt gleich {calls} aus. Es prüft zuerst Name und Eingabe jedes Tools; noch hat nichts die Datenbank berührt. F10 führt es aus.</translation>
    </message>
    <message>
        <source>The model cannot read the database. It asked the program to run {calls} (stop_reason tool_use). The program must answer every tool_use with a tool_result before the model can go on.</source>
        <translation>Das Modell kann die Datenbank nicht lesen. Es hat das Programm gebeten, {calls} auszuführen (stop_reason tool_use). Das Programm muss jedes tool_use mit einem tool_result beantworten, bevor das Modell weitermachen kann.</translation>
    </message>
    <message>
        <source>The model wrote its answer and stopped with stop_reason end_turn: it needs nothing more. The program shows the answer to the customer.</source>
        <translation>Das Modell hat seine Antwort geschrieben und mit stop_reason end_turn aufgehört: Es braucht nichts mehr. Das Programm zeigt dem Kunden die Antwort.</translation>
    </message>
    <message>
        <source>The model&apos;s reply was cut off at max_tokens: it ran out of room before it finished. The program cannot use half a reply, so it hands the question to a human.</source>
        <translation>Die Antwort des Modells wurde bei max_tokens abgeschnitten: ihm ging der Platz aus. Mit einer halben Antwort kann das Programm nichts anfangen, also übergibt es die Frage an einen Menschen.</translation>
    </message>
    <message>
        <source>The model refused to answer (stop_reason refusal). The program does not push it; it hands the question to a human.</source>
        <translation>Das Modell hat die Antwort verweigert (stop_reason refusal). Das Programm drängt nicht; es übergibt die Frage an einen Menschen.</translation>
    </message>
    <message>
        <source>The provider paused a long turn (stop_reason pause_turn). The program sends the conversation again so the model can go on.</source>
        <translation>Der Anbieter hat einen langen Beitrag des Modells angehalten (stop_reason pause_turn). Das Programm schickt das Gespräch erneut, damit das Modell weitermachen kann.</translation>
    </message>
    <message>
        <source>The model stopped with stop_reason {reason}, which the program does not know how to continue from. To be safe it hands the question to a human.</source>
        <translation>Das Modell hat mit stop_reason {reason} aufgehört, und das Programm weiß nicht, wie es danach weitergehen soll. Sicherheitshalber übergibt es die Frage an einen Menschen.</translation>
    </message>
    <message>
        <source>The program checked the name and the input of {call}, ran the tool for the signed-in customer {customer}, and sends the result back to the model as a tool_result in a user message.</source>
        <translation>Das Programm hat Name und Eingabe von {call} geprüft, das Tool für den angemeldeten Kunden {customer} ausgeführt und schickt das Ergebnis als tool_result in einer user-Nachricht an das Modell zurück.</translation>
    </message>
    <message>
        <source>The program ran {call}, and it failed. The error text goes back to the model as a tool_result with is_error set, so the model learns what went wrong.</source>
        <translation>Das Programm hat {call} ausgeführt, und es ist fehlgeschlagen. Der Fehlertext geht als tool_result mit is_error an das Modell zurück, damit es erfährt, was schiefging.</translation>
    </message>
    <message>
        <source>A real model would read the error text and react to it; the lesson&apos;s fake model gives the same answer to every error.</source>
        <translation>Ein echtes Modell würde den Fehlertext lesen und darauf reagieren; das Fake-Modell der Lektion gibt auf jeden Fehler dieselbe Antwort.</translation>
    </message>
    <message>
        <source>The program did not run {call}. It still answers it with a tool_result marked is_error, because every tool_use needs its tool_result or the next request is invalid.</source>
        <translation>Das Programm hat {call} nicht ausgeführt. Es beantwortet den Aufruf trotzdem mit einem tool_result mit is_error, denn jedes tool_use braucht sein tool_result, sonst ist die nächste Anfrage ungültig.</translation>
    </message>
    <message>
        <source>The model asked to run {call}, a tool that acts: it changes data. The program does not run it by itself; a human has to approve it first.</source>
        <translation>Das Modell möchte {call} ausführen, ein schreibendes Tool: Es ändert Daten. Das Programm führt es nicht von selbst aus; zuerst muss ein Mensch es freigeben.</translation>
    </message>
    <message>
        <source>{call} was approved. The program runs it now and sends the result to the model.</source>
        <translation>{call} wurde freigegeben. Das Programm führt es jetzt aus und schickt das Ergebnis an das Modell.</translation>
    </message>
    <message>
        <source>{call} was rejected. The program does not run it and sends the rejection back as an is_error tool_result, so the model can tell the customer.</source>
        <translation>{call} wurde abgelehnt. Das Programm führt es nicht aus und schickt die Ablehnung als tool_result mit is_error zurück, damit das Modell es dem Kunden sagen kann.</translation>
    </message>
    <message>
        <source>The run was stopped at {call}. The program answers every open tool_use and hands the question to a human.</source>
        <translation>Der Lauf wurde bei {call} gestoppt. Das Programm beantwortet jedes offene tool_use und übergibt die Frage an einen Menschen.</translation>
    </message>
    <message>
        <source>The model call failed (HTTP {status}). The program waits {delay} s and tries again (retry {attempt}), as the providers&apos; own libraries do: servers often recover within seconds.</source>
        <translation>Der Modellaufruf ist fehlgeschlagen (HTTP {status}). Das Programm wartet {delay} s und versucht es erneut (Wiederholung {attempt}), wie es die Bibliotheken der Anbieter tun: Server erholen sich oft innerhalb von Sekunden.</translation>
    </message>
    <message>
        <source>The model call got no answer (no connection, or none in time). The program waits {delay} s and tries again (retry {attempt}), as the providers&apos; own libraries do: servers often recover within seconds.</source>
        <translation>Auf den Modellaufruf kam keine Antwort (keine Verbindung oder nicht rechtzeitig). Das Programm wartet {delay} s und versucht es erneut (Wiederholung {attempt}), wie es die Bibliotheken der Anbieter tun: Server erholen sich oft innerhalb von Sekunden.</translation>
    </message>
    <message>
        <source>{tool} with {inputs}</source>
        <translation>{tool} mit {inputs}</translation>
    </message>
    <message numerus="yes">
        <source>The loop ends with an answer after %n model call(s) and {tokens} input tokens in all. Each call sent the whole history again: that is why the tokens add up.</source>
        <translation>
            <numerusform>Die Schleife endet mit einer Antwort nach %n Modellaufruf und insgesamt {tokens} Eingabe-Tokens. Jeder Aufruf hat den ganzen Verlauf erneut gesendet: Darum summieren sich die Tokens.</numerusform>
            <numerusform>Die Schleife endet mit einer Antwort nach %n Modellaufrufen und insgesamt {tokens} Eingabe-Tokens. Jeder Aufruf hat den ganzen Verlauf erneut gesendet: Darum summieren sich die Tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The loop reached MAX_CALLS (%n model call(s)) without an answer. Instead of looping on, the program hands the question to a human (a hand-off).</source>
        <translation>
            <numerusform>Die Schleife hat MAX_CALLS (%n Modellaufruf) ohne Antwort erreicht. Statt die Schleife fortzusetzen, übergibt das Programm die Frage an einen Menschen.</numerusform>
            <numerusform>Die Schleife hat MAX_CALLS (%n Modellaufrufe) ohne Antwort erreicht. Statt die Schleife fortzusetzen, übergibt das Programm die Frage an einen Menschen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The run used more input tokens than the token budget allows. The program stops before spending more and hands the question to a human.</source>
        <translation>Der Lauf hat mehr Eingabe-Tokens verbraucht, als das Token-Budget erlaubt. Das Programm hört auf, bevor es mehr ausgibt, und übergibt die Frage an einen Menschen.</translation>
    </message>
    <message>
        <source>The model stopped for a reason the program cannot continue from. The program hands the question to a human.</source>
        <translation>Das Modell hat aus einem Grund aufgehört, bei dem das Programm nicht weitermachen kann. Das Programm übergibt die Frage an einen Menschen.</translation>
    </message>
    <message>
        <source>The run took longer than its time limit. The program cancels it, answers every open tool_use, and hands the question to a human.</source>
        <translation>Der Lauf hat länger als sein Zeitlimit gedauert. Das Programm bricht ihn ab, beantwortet jedes offene tool_use und übergibt die Frage an einen Menschen.</translation>
    </message>
    <message>
        <source>The model call failed for good. The program hands the question to a human; the conversation stays valid for the next question.</source>
        <translation>Der Modellaufruf ist endgültig fehlgeschlagen. Das Programm übergibt die Frage an einen Menschen; das Gespräch bleibt für die nächste Frage gültig.</translation>
    </message>
    <message>
        <source>Abort was pressed. The program cancels the model call or the tool at once, answers every open tool_use with a tool_result, and hands the question to a human.</source>
        <translation>„Abbrechen“ wurde gedrückt. Das Programm bricht den Modellaufruf oder das Tool sofort ab, beantwortet jedes offene tool_use mit einem tool_result und übergibt die Frage an einen Menschen.</translation>
    </message>
    <message>
        <source>The answer came after the token budget was already passed: it is shown, and the notice says so.</source>
        <translation>Die Antwort kam, als das Token-Budget schon überschritten war: Sie wird gezeigt, und ein Hinweis sagt das dazu.</translation>
    </message>
    <message>
        <source>Injected fault: the tool returns an error, as a broken service would.</source>
        <translation>Eingespielte Störung: Das Tool liefert einen Fehler, wie es ein defekter Dienst täte.</translation>
    </message>
    <message>
        <source>Injected fault: the tool raises an exception. The program catches it and turns it into an is_error result instead of crashing.</source>
        <translation>Eingespielte Störung: Das Tool wirft eine Ausnahme. Das Programm fängt sie ab und macht daraus ein is_error-Ergebnis, statt abzustürzen.</translation>
    </message>
    <message>
        <source>Injected fault: the tool hangs. The program stops waiting at the tool&apos;s timeout and sends an error result.</source>
        <translation>Eingespielte Störung: Das Tool hängt. Das Programm wartet nur bis zum Zeitlimit des Tools und schickt ein Fehlerergebnis.</translation>
    </message>
    <message>
        <source>Injected fault: the tool answers slowly. The loop waits; a time limit would end the run with a hand-off.</source>
        <translation>Eingespielte Störung: Das Tool antwortet langsam. Die Schleife wartet; ein Zeitlimit würde den Lauf mit einer Übergabe beenden.</translation>
    </message>
    <message>
        <source>Injected fault: the tool returns far too much text. The program cuts it to the size cap before it reaches the model.</source>
        <translation>Eingespielte Störung: Das Tool liefert viel zu viel Text. Das Programm kürzt ihn auf die Größengrenze, bevor er das Modell erreicht.</translation>
    </message>
    <message>
        <source>Injected fault: the tool returns old data. Neither the program nor the model can tell; the answer repeats what the tool said.</source>
        <translation>Eingespielte Störung: Das Tool liefert alte Daten. Weder Programm noch Modell merken es; die Antwort wiederholt, was das Tool sagte.</translation>
    </message>
    <message>
        <source>Injected fault: the database is unavailable, so the tool fails and the model gets an error result.</source>
        <translation>Eingespielte Störung: Die Datenbank ist nicht erreichbar, also scheitert das Tool, und das Modell bekommt ein Fehlerergebnis.</translation>
    </message>
    <message>
        <source>Injected fault: the tool result contains instructions (a prompt injection). Tool results are data, not orders: they are marked untrusted, and a careful model does not follow them.</source>
        <translation>Eingespielte Störung: Das Tool-Ergebnis enthält Anweisungen (Prompt-Injection). Tool-Ergebnisse sind Daten, keine Befehle: Sie sind als nicht vertrauenswürdig markiert, und ein sorgfältiges Modell folgt ihnen nicht.</translation>
    </message>
    <message>
        <source>Injected fault: the model asks for a tool that does not exist. The program refuses to run it and answers with an is_error result.</source>
        <translation>Eingespielte Störung: Das Modell verlangt ein Tool, das es nicht gibt. Das Programm führt es nicht aus und antwortet mit einem is_error-Ergebnis.</translation>
    </message>
    <message>
        <source>Injected fault: the model leaves out a required field. The program checks every input against the tool&apos;s schema and answers with an is_error result instead of running the tool.</source>
        <translation>Eingespielte Störung: Das Modell lässt ein Pflichtfeld weg. Das Programm prüft jede Eingabe gegen das Schema des Tools und antwortet mit einem is_error-Ergebnis, statt das Tool auszuführen.</translation>
    </message>
    <message>
        <source>Injected fault: the model sends fields the tool does not have. The program checks the input against the schema before running anything.</source>
        <translation>Eingespielte Störung: Das Modell schickt Felder, die das Tool nicht hat. Das Programm prüft die Eingabe gegen das Schema, bevor es etwas ausführt.</translation>
    </message>
    <message>
        <source>Injected fault: the model&apos;s arguments are not valid JSON. The program cannot run the tool and answers with an is_error result.</source>
        <translation>Eingespielte Störung: Die Argumente des Modells sind kein gültiges JSON. Das Programm kann das Tool nicht ausführen und antwortet mit einem is_error-Ergebnis.</translation>
    </message>
    <message>
        <source>Injected fault: the model uses a tool_use_id twice. The program gives the repeat a fresh id and answers it as not run, so every tool_use keeps exactly one tool_result.</source>
        <translation>Eingespielte Störung: Das Modell verwendet eine tool_use_id zweimal. Das Programm gibt der Wiederholung eine neue ID und beantwortet sie als nicht ausgeführt, damit jedes tool_use genau ein tool_result behält.</translation>
    </message>
    <message>
        <source>Injected fault: the model keeps calling tools and never answers. MAX_CALLS stops the loop and a human takes over.</source>
        <translation>Eingespielte Störung: Das Modell ruft immer weiter Tools auf und antwortet nie. MAX_CALLS stoppt die Schleife, und ein Mensch übernimmt.</translation>
    </message>
    <message>
        <source>Injected fault: the model&apos;s reply stops at max_tokens.</source>
        <translation>Eingespielte Störung: Die Antwort des Modells endet bei max_tokens.</translation>
    </message>
    <message>
        <source>Injected fault: the model refuses to answer.</source>
        <translation>Eingespielte Störung: Das Modell verweigert die Antwort.</translation>
    </message>
    <message>
        <source>Injected fault: the provider answers with an HTTP error. The program waits and retries, as the official libraries do, and hands off if it keeps failing.</source>
        <translation>Eingespielte Störung: Der Anbieter antwortet mit einem HTTP-Fehler. Das Programm wartet und versucht es erneut, wie die offiziellen Bibliotheken, und übergibt an einen Menschen, wenn es weiter scheitert.</translation>
    </message>
    <message>
        <source>Injected fault: the model call times out. The program retries, then hands off.</source>
        <translation>Eingespielte Störung: Der Modellaufruf überschreitet sein Zeitlimit. Das Programm versucht es erneut und übergibt dann an einen Menschen.</translation>
    </message>
    <message>
        <source>Injected fault: the streamed reply breaks off in the middle. The program treats the call as failed.</source>
        <translation>Eingespielte Störung: Die gestreamte Antwort bricht mittendrin ab. Das Programm behandelt den Aufruf als fehlgeschlagen.</translation>
    </message>
    <message>
        <source>Injected fault: something was made to go wrong on purpose, to show how the loop copes.</source>
        <translation>Eingespielte Störung: Absichtlich geht etwas schief, um zu zeigen, wie die Schleife damit umgeht.</translation>
    </message>
</context>
<context>
    <name>ExplainPane</name>
    <message>
        <source>Explain</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>Ask a question: what the program and the model do shows here, step by step.</source>
        <translation>Stellen Sie eine Frage: Was Programm und Modell tun, steht hier Schritt für Schritt.</translation>
    </message>
</context>
<context>
    <name>FaultPanel</name>
    <message>
        <source>Tool faults</source>
        <translation>Tool-Störungen</translation>
    </message>
    <message>
        <source>text of the error / injected instructions</source>
        <translation>Text des Fehlers / eingeschleuste Anweisungen</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Arm tool fault</source>
        <translation>Tool-Störung aktivieren</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Tool</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>Störung</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Slow by</source>
        <translation>Verzögerung</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <source>Model faults</source>
        <translation>Modellstörungen</translation>
    </message>
    <message>
        <source>Arm model fault</source>
        <translation>Modellstörung aktivieren</translation>
    </message>
    <message>
        <source>Armed</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Disarm selected</source>
        <translation>Auswahl deaktivieren</translation>
    </message>
    <message>
        <source>Disarm all</source>
        <translation>Alle deaktivieren</translation>
    </message>
    <message>
        <source>Struck</source>
        <translation>Ausgelöst</translation>
    </message>
    <message>
        <source>
seed {seed}</source>
        <translation>
Seed {seed}</translation>
    </message>
    <message>
        <source>{armed} armed · {struck} struck</source>
        <translation>{armed} aktiv · {struck} ausgelöst</translation>
    </message>
    <message>
        <source>run {n}: {question}</source>
        <translation>Lauf {n}: {question}</translation>
    </message>
    <message>
        <source>call {n}</source>
        <translation>Aufruf {n}</translation>
    </message>
    <message>
        <source>  [untrusted content]</source>
        <translation>  [nicht vertrauenswürdiger Inhalt]</translation>
    </message>
</context>
<context>
    <name>Faults</name>
    <message>
        <source>returns an error result</source>
        <translation>liefert ein Fehlerergebnis</translation>
    </message>
    <message>
        <source>raises an exception</source>
        <translation>wirft eine Ausnahme</translation>
    </message>
    <message>
        <source>hangs past its timeout</source>
        <translation>hängt über sein Zeitlimit hinaus</translation>
    </message>
    <message>
        <source>is slow</source>
        <translation>ist langsam</translation>
    </message>
    <message>
        <source>returns a result over the size cap</source>
        <translation>liefert ein Ergebnis über der Größengrenze</translation>
    </message>
    <message>
        <source>returns stale data</source>
        <translation>liefert veraltete Daten</translation>
    </message>
    <message>
        <source>database unavailable</source>
        <translation>Datenbank nicht erreichbar</translation>
    </message>
    <message>
        <source>returns a prompt-injection text</source>
        <translation>liefert einen Prompt-Injection-Text</translation>
    </message>
    <message>
        <source>asks for an unknown tool</source>
        <translation>verlangt ein unbekanntes Tool</translation>
    </message>
    <message>
        <source>omits a required field</source>
        <translation>lässt ein Pflichtfeld weg</translation>
    </message>
    <message>
        <source>sends extra fields</source>
        <translation>schickt zusätzliche Felder</translation>
    </message>
    <message>
        <source>sends arguments that are not valid JSON</source>
        <translation>schickt Argumente, die kein gültiges JSON sind</translation>
    </message>
    <message>
        <source>repeats a tool_use id</source>
        <translation>wiederholt eine tool_use-ID</translation>
    </message>
    <message>
        <source>keeps guessing forever</source>
        <translation>rät endlos weiter</translation>
    </message>
    <message>
        <source>stops with max_tokens</source>
        <translation>stoppt mit max_tokens</translation>
    </message>
    <message>
        <source>stops with refusal</source>
        <translation>stoppt mit refusal</translation>
    </message>
    <message>
        <source>HTTP 429 rate limited</source>
        <translation>HTTP 429 Rate-Limit</translation>
    </message>
    <message>
        <source>HTTP 500 server error</source>
        <translation>HTTP 500 Serverfehler</translation>
    </message>
    <message>
        <source>HTTP 529 overloaded</source>
        <translation>HTTP 529 überlastet</translation>
    </message>
    <message>
        <source>times out</source>
        <translation>überschreitet das Zeitlimit</translation>
    </message>
    <message>
        <source>stream cut mid-way</source>
        <translation>Stream bricht mittendrin ab</translation>
    </message>
    <message>
        <source>✍ written by hand (not by the tool)</source>
        <translation>✍ von Hand geschrieben (nicht vom Tool)</translation>
    </message>
    <message>
        <source>⚡ fault: {what}</source>
        <translation>⚡ Störung: {what}</translation>
    </message>
    <message>
        <source> · untrusted content: the result carries instructions; it is data, not a command</source>
        <translation> · nicht vertrauenswürdiger Inhalt: das Ergebnis enthält Anweisungen; es sind Daten, kein Befehl</translation>
    </message>
    <message>
        <source>next call</source>
        <translation>nächster Aufruf</translation>
    </message>
    <message>
        <source>every call</source>
        <translation>jeder Aufruf</translation>
    </message>
    <message>
        <source>Nth call</source>
        <translation>N-ter Aufruf</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>seed </source>
        <translation>Seed </translation>
    </message>
    <message>
        <source>call #{n}</source>
        <translation>Aufruf Nr. {n}</translation>
    </message>
    <message>
        <source>p={p}, seed {seed}</source>
        <translation>p={p}, Seed {seed}</translation>
    </message>
    <message>
        <source>, retry-after {s}</source>
        <translation>, retry-after {s}</translation>
    </message>
    <message>
        <source>, no retry-after</source>
        <translation>, ohne retry-after</translation>
    </message>
    <message>
        <source>model: {label} ({trigger})</source>
        <translation>Modell: {label} ({trigger})</translation>
    </message>
    <message>
        <source>{tool}: {label} ({trigger})</source>
        <translation>{tool}: {label} ({trigger})</translation>
    </message>
    <message>
        <source>model: {label}</source>
        <translation>Modell: {label}</translation>
    </message>
    <message>
        <source>⚡ fault struck at call {n}: {what}</source>
        <translation>⚡ Störung ausgelöst bei Aufruf {n}: {what}</translation>
    </message>
    <message>
        <source>⚡ fault struck at {id}: {what}</source>
        <translation>⚡ Störung ausgelöst bei {id}: {what}</translation>
    </message>
    <message>
        <source>⚡ fault struck: {what}</source>
        <translation>⚡ Störung ausgelöst: {what}</translation>
    </message>
    <message>
        <source> · untrusted content</source>
        <translation> · nicht vertrauenswürdiger Inhalt</translation>
    </message>
</context>
<context>
    <name>FieldErrors</name>
    <message>
        <source>required, but missing</source>
        <translation>erforderlich, fehlt aber</translation>
    </message>
    <message>
        <source>no such field here</source>
        <translation>ein solches Feld gibt es hier nicht</translation>
    </message>
    <message>
        <source>must be a text</source>
        <translation>muss ein Text sein</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>muss eine Zahl sein</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>must be a JSON list</source>
        <translation>muss eine JSON-Liste sein</translation>
    </message>
    <message>
        <source>must be a JSON object</source>
        <translation>muss ein JSON-Objekt sein</translation>
    </message>
    <message numerus="yes">
        <source>needs at least %n entries</source>
        <translation>
            <numerusform>braucht mindestens %n Eintrag</numerusform>
            <numerusform>braucht mindestens %n Einträge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>takes at most %n entries</source>
        <translation>
            <numerusform>fasst höchstens %n Eintrag</numerusform>
            <numerusform>fasst höchstens %n Einträge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>needs at least %n character(s)</source>
        <translation>
            <numerusform>braucht mindestens %n Zeichen</numerusform>
            <numerusform>braucht mindestens %n Zeichen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>takes at most %n character(s)</source>
        <translation>
            <numerusform>fasst höchstens %n Zeichen</numerusform>
            <numerusform>fasst höchstens %n Zeichen</numerusform>
        </translation>
    </message>
    <message>
        <source>must match the pattern {pattern}</source>
        <translation>muss zum Muster {pattern} passen</translation>
    </message>
    <message>
        <source>must be one of {expected}</source>
        <translation>muss eines von {expected} sein</translation>
    </message>
    <message>
        <source>must be at least {ge}</source>
        <translation>muss mindestens {ge} sein</translation>
    </message>
    <message>
        <source>must be at most {le}</source>
        <translation>darf höchstens {le} sein</translation>
    </message>
    <message>
        <source>must be more than {gt}</source>
        <translation>muss größer als {gt} sein</translation>
    </message>
    <message>
        <source>must be less than {lt}</source>
        <translation>muss kleiner als {lt} sein</translation>
    </message>
    <message>
        <source>not a valid value here ({code})</source>
        <translation>hier kein gültiger Wert ({code})</translation>
    </message>
</context>
<context>
    <name>FieldsTable</name>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>required</source>
        <translation>Pflicht</translation>
    </message>
    <message>
        <source>not empty</source>
        <translation>nicht leer</translation>
    </message>
    <message>
        <source>description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>max. length</source>
        <translation>max. Länge</translation>
    </message>
    <message>
        <source>Checked before the tool runs: an empty value is refused with the lesson&apos;s text (the model sees the refusal)</source>
        <translation>Geprüft, bevor das Tool läuft: Ein leerer Wert wird mit dem Text der Lektion abgelehnt (das Modell sieht die Ablehnung)</translation>
    </message>
    <message>
        <source>Checked before the tool runs: a longer value is refused (empty: no limit)</source>
        <translation>Geprüft, bevor das Tool läuft: Ein längerer Wert wird abgelehnt (leer: keine Grenze)</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>A block in the model&apos;s reply that asks the program to run a tool, with the tool&apos;s name, an input and an id. The model never runs anything itself.</source>
        <translation>Ein Block in der Antwort des Modells, der das Programm bittet, ein Tool auszuführen: mit dem Namen des Tools, einer Eingabe und einer ID. Das Modell selbst führt nie etwas aus.</translation>
    </message>
    <message>
        <source>A block the program sends back in a user message: what the tool returned for one tool_use, found by its tool_use_id.</source>
        <translation>Ein Block, den das Programm in einer user-Nachricht zurückschickt: was das Tool für ein tool_use geliefert hat, zugeordnet über dessen tool_use_id.</translation>
    </message>
    <message>
        <source>The id that pairs a tool_result with its tool_use (call_1, …). Every tool_use needs exactly one tool_result with its id, or the next request is refused.</source>
        <translation>Die ID, die ein tool_result seinem tool_use zuordnet (call_1, …). Jedes tool_use braucht genau ein tool_result mit seiner ID, sonst wird die nächste Anfrage abgelehnt.</translation>
    </message>
    <message>
        <source>A flag on a tool_result: the tool failed, and the content says why. The model reads it and can react.</source>
        <translation>Eine Markierung an einem tool_result: Das Tool ist gescheitert, und der Inhalt sagt, warum. Das Modell liest sie und kann darauf reagieren.</translation>
    </message>
    <message>
        <source>Why the model stopped writing: tool_use (it wants a tool run), end_turn (it is done), max_tokens (it ran out of room), refusal, …</source>
        <translation>Warum das Modell aufgehört hat zu schreiben: tool_use (es will ein Tool ausführen lassen), end_turn (es ist fertig), max_tokens (ihm ging der Platz aus), refusal, …</translation>
    </message>
    <message>
        <source>The stop_reason of a finished answer: the model needs nothing more.</source>
        <translation>Der stop_reason einer fertigen Antwort: Das Modell braucht nichts mehr.</translation>
    </message>
    <message>
        <source>The most model calls one question may take. When it is reached without an answer, the program hands the question to a human.</source>
        <translation>Die Höchstzahl an Modellaufrufen für eine Frage. Ist sie ohne Antwort erreicht, übergibt das Programm die Frage an einen Menschen.</translation>
    </message>
    <message>
        <source>The unit models read and bill text in, a piece of a word. Every call sends the whole history again, so the input tokens grow from call to call.</source>
        <translation>Die Einheit, in der Modelle Text lesen und abrechnen, ein Stück eines Wortes. Jeder Aufruf schickt den ganzen Verlauf erneut, daher wachsen die Eingabe-Tokens von Aufruf zu Aufruf.</translation>
    </message>
    <message>
        <source>The instructions the program sends before the conversation with every call: who the assistant is and what it may do.</source>
        <translation>Die Anweisungen, die das Programm bei jedem Aufruf vor dem Gespräch mitschickt: wer der Assistent ist und was er darf.</translation>
    </message>
    <message>
        <source>The program gives up on answering by itself (limit reached, error, abort) and passes the question to a human, with the reason.</source>
        <translation>Das Programm gibt es auf, selbst zu antworten (Grenze erreicht, Fehler, Abbruch), und reicht die Frage mit dem Grund an einen Menschen weiter.</translation>
    </message>
</context>
<context>
    <name>GlossaryDialog</name>
    <message>
        <source>Glossary</source>
        <translation>Glossar</translation>
    </message>
</context>
<context>
    <name>GlossaryForms</name>
    <message>
        <source>token|tokens</source>
        <translation>Token|Tokens</translation>
    </message>
    <message>
        <source>system prompt|system prompts</source>
        <translation>Systemprompt|Systemprompts</translation>
    </message>
    <message>
        <source>hand-off|hand-offs|handoff</source>
        <translation>Übergabe an einen Menschen|Übergabe|Übergaben|übergibt|übergeben</translation>
    </message>
</context>
<context>
    <name>HandResultCard</name>
    <message>
        <source>{tool}: you give the result — use it, change it or write your own</source>
        <translation>{tool}: Das Ergebnis geben Sie vor — übernehmen, ändern oder selbst schreiben</translation>
    </message>
    <message>
        <source>What the tool would return (computed without writing anything); edit freely</source>
        <translation>Was das Tool zurückgeben würde (berechnet, ohne etwas zu schreiben); frei änderbar</translation>
    </message>
    <message>
        <source>Use this result</source>
        <translation>Dieses Ergebnis verwenden</translation>
    </message>
    <message>
        <source>result (pre-filled with what the tool would return):</source>
        <translation>Ergebnis (vorausgefüllt mit dem, was das Tool zurückgeben würde):</translation>
    </message>
</context>
<context>
    <name>HistoryEdits</name>
    <message>
        <source>(nothing to edit while a run is going)</source>
        <translation>(nichts zu bearbeiten, solange eine Frage läuft)</translation>
    </message>
    <message>
        <source>Edit block… and continue</source>
        <translation>Block bearbeiten … und fortsetzen</translation>
    </message>
    <message>
        <source>Delete block and continue</source>
        <translation>Block löschen und fortsetzen</translation>
    </message>
    <message>
        <source>Add tool_use… and continue</source>
        <translation>tool_use hinzufügen … und fortsetzen</translation>
    </message>
    <message>
        <source>Add tool_result… and continue</source>
        <translation>tool_result hinzufügen … und fortsetzen</translation>
    </message>
    <message>
        <source>Add text… and continue</source>
        <translation>Text hinzufügen … und fortsetzen</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Von hier fortsetzen</translation>
    </message>
    <message>
        <source>Edit #{message} block {block}</source>
        <translation>Block {block} von #{message} bearbeiten</translation>
    </message>
    <message>
        <source>Add to #{message}</source>
        <translation>Zu #{message} hinzufügen</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>message / block</source>
        <translation>Nachricht / Block</translation>
    </message>
    <message>
        <source>content</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>ran together</source>
        <translation>gemeinsam ausgeführt</translation>
    </message>
    <message numerus="yes">
        <source>%n block(s): {kinds}</source>
        <translation>
            <numerusform>%n Block: {kinds}</numerusform>
            <numerusform>%n Blöcke: {kinds}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HttpPane</name>
    <message>
        <source>Protocol check — a provider would reject this:</source>
        <translation>Protokollprüfung — ein Anbieter würde das ablehnen:</translation>
    </message>
</context>
<context>
    <name>HttpText</name>
    <message>
        <source>no HTTP status</source>
        <translation>kein HTTP-Status</translation>
    </message>
    <message>
        <source>request id {id}</source>
        <translation>Anfrage-ID {id}</translation>
    </message>
    <message numerus="yes">
        <source>%n retries</source>
        <translation>
            <numerusform>%n neuer Versuch</numerusform>
            <numerusform>%n neue Versuche</numerusform>
        </translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FEHLGESCHLAGEN</translation>
    </message>
    <message>
        <source>PROTOCOL CHECK — a provider would reject this history</source>
        <translation>PROTOKOLLPRÜFUNG — ein Anbieter würde diesen Verlauf ablehnen</translation>
    </message>
    <message>
        <source>REQUEST</source>
        <translation>ANFRAGE</translation>
    </message>
    <message>
        <source>ATTEMPTS ({n})</source>
        <translation>VERSUCHE ({n})</translation>
    </message>
    <message>
        <source>retrying in {time}</source>
        <translation>neuer Versuch in {time}</translation>
    </message>
    <message>
        <source>RESPONSE</source>
        <translation>ANTWORT</translation>
    </message>
    <message>
        <source>(no response)</source>
        <translation>(keine Antwort)</translation>
    </message>
    <message numerus="yes">
        <source>STREAM (%n event(s))</source>
        <translation>
            <numerusform>STREAM (%n Ereignis)</numerusform>
            <numerusform>STREAM (%n Ereignisse)</numerusform>
        </translation>
    </message>
    <message>
        <source>(headers and body are shown here once the call has ended)</source>
        <translation>(Header und Body erscheinen hier, sobald der Aufruf beendet ist)</translation>
    </message>
    <message>
        <source>(no HTTP record of this attempt: the fault was injected)</source>
        <translation>(keine HTTP-Aufzeichnung dieses Versuchs: Die Störung wurde eingespielt)</translation>
    </message>
    <message>
        <source>(no HTTP record of this attempt: the fault was injected, or the call was stopped before it ended)</source>
        <translation>(keine HTTP-Aufzeichnung dieses Versuchs: Die Störung wurde eingespielt, oder der Aufruf wurde vor seinem Ende gestoppt)</translation>
    </message>
    <message>
        <source>ATTEMPT {n} — tried again</source>
        <translation>VERSUCH {n} — wiederholt</translation>
    </message>
    <message>
        <source>waited {time} before attempt {n}</source>
        <translation>{time} gewartet vor Versuch {n}</translation>
    </message>
    <message>
        <source>RESPONSE to this attempt</source>
        <translation>ANTWORT auf diesen Versuch</translation>
    </message>
    <message>
        <source>REQUEST (the same for every attempt)</source>
        <translation>ANFRAGE (für jeden Versuch dieselbe)</translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>&lt;b&gt;messages&lt;/b&gt; — exactly as the next call sends them</source>
        <translation>&lt;b&gt;Nachrichten&lt;/b&gt; — genau so, wie der nächste Aufruf sie sendet</translation>
    </message>
    <message>
        <source>&lt;b&gt;model calls&lt;/b&gt; — raw request and response JSON</source>
        <translation>&lt;b&gt;Modellaufrufe&lt;/b&gt; — rohes JSON von Anfrage und Antwort</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <source>Dialects</source>
        <translation>Dialekte</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>Ablauf</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Kontext</translation>
    </message>
</context>
<context>
    <name>JsonWords</name>
    <message>
        <source>a value is missing</source>
        <translation>ein Wert fehlt</translation>
    </message>
    <message>
        <source>a name in double quotes is expected</source>
        <translation>hier gehört ein Name in doppelten Anführungszeichen hin</translation>
    </message>
    <message>
        <source>a colon (:) is missing</source>
        <translation>ein Doppelpunkt (:) fehlt</translation>
    </message>
    <message>
        <source>a comma (,) is missing</source>
        <translation>ein Komma (,) fehlt</translation>
    </message>
    <message>
        <source>a string is not closed with &quot;</source>
        <translation>eine Zeichenkette ist nicht mit &quot; geschlossen</translation>
    </message>
    <message>
        <source>a line break or tab inside a string</source>
        <translation>ein Zeilenumbruch oder Tabulator in einer Zeichenkette</translation>
    </message>
    <message>
        <source>a \u escape needs four hex digits</source>
        <translation>ein \u-Escape braucht vier Hexadezimalziffern</translation>
    </message>
    <message>
        <source>an unknown escape with \</source>
        <translation>ein unbekanntes Escape mit \</translation>
    </message>
    <message>
        <source>more text after the end of the value</source>
        <translation>weiterer Text nach dem Ende des Werts</translation>
    </message>
    <message>
        <source>a comma before the closing bracket</source>
        <translation>ein Komma vor der schließenden Klammer</translation>
    </message>
    <message>
        <source>a syntax error</source>
        <translation>ein Syntaxfehler</translation>
    </message>
    <message>
        <source>{what} (line {line}, column {column})</source>
        <translation>{what} (Zeile {line}, Spalte {column})</translation>
    </message>
</context>
<context>
    <name>LessonError</name>
    <message>
        <source>not a lesson folder</source>
        <translation>kein Lektionsordner</translation>
    </message>
    <message>
        <source>file missing</source>
        <translation>Datei fehlt</translation>
    </message>
    <message>
        <source>cannot be read ({error})</source>
        <translation>nicht lesbar ({error})</translation>
    </message>
    <message>
        <source>not JSON: {error}</source>
        <translation>kein JSON: {error}</translation>
    </message>
    <message>
        <source>not JSON: {error} (line {line}, column {column})</source>
        <translation>kein JSON: {error} (Zeile {line}, Spalte {column})</translation>
    </message>
    <message>
        <source>no lesson {name}; there are: {known}</source>
        <translation>keine Lektion {name}; vorhanden: {known}</translation>
    </message>
    <message>
        <source>no lesson {name}; there are none</source>
        <translation>keine Lektion {name}; es gibt keine</translation>
    </message>
    <message>
        <source>no tool {name} in tools.json</source>
        <translation>kein Tool {name} in tools.json</translation>
    </message>
    <message>
        <source>unknown placeholder {name}; allowed: {allowed}</source>
        <translation>unbekannter Platzhalter {name}; erlaubt: {allowed}</translation>
    </message>
    <message>
        <source>the entry {name} is missing</source>
        <translation>der Eintrag {name} fehlt</translation>
    </message>
    <message>
        <source>a table&apos;s name: lower-case letters, digits and _</source>
        <translation>Tabellenname: Kleinbuchstaben, Ziffern und _</translation>
    </message>
    <message>
        <source>{column}: a name, used once</source>
        <translation>{column}: ein Name, nur einmal</translation>
    </message>
    <message>
        <source>{column} is not a column</source>
        <translation>{column} ist keine Spalte</translation>
    </message>
    <message>
        <source>{column} {key} is there already</source>
        <translation>{column} {key} gibt es schon</translation>
    </message>
    <message>
        <source>{column} is missing</source>
        <translation>{column} fehlt</translation>
    </message>
    <message>
        <source>there is no column {column}</source>
        <translation>es gibt keine Spalte {column}</translation>
    </message>
    <message>
        <source>a text or a number</source>
        <translation>ein Text oder eine Zahl</translation>
    </message>
    <message>
        <source>{value} is not a date YYYY-MM-DD</source>
        <translation>{value} ist kein Datum JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>{value}; allowed: {allowed}</source>
        <translation>{value}; erlaubt: {allowed}</translation>
    </message>
    <message>
        <source>the orders table has the columns {columns}</source>
        <translation>die Bestelltabelle hat die Spalten {columns}</translation>
    </message>
    <message>
        <source>the allowed statuses are missing</source>
        <translation>die erlaubten Status fehlen</translation>
    </message>
    <message>
        <source>not a field of the tool&apos;s input</source>
        <translation>kein Feld der Eingabe des Tools</translation>
    </message>
    <message>
        <source>pattern is not a regular expression: {error}</source>
        <translation>pattern ist kein regulärer Ausdruck: {error}</translation>
    </message>
    <message>
        <source>a rule needs calls or text</source>
        <translation>eine Regel braucht calls oder text</translation>
    </message>
    <message>
        <source>calls/input/{key}: {value} does not fit the pattern ({error})</source>
        <translation>calls/input/{key}: {value} passt nicht zum Muster ({error})</translation>
    </message>
    <message>
        <source>the last entry is for every error: &quot;contains&quot;: &quot;&quot;</source>
        <translation>der letzte Eintrag gilt für jeden Fehler: &quot;contains&quot;: &quot;&quot;</translation>
    </message>
    <message>
        <source>only {{results}} is allowed ({error})</source>
        <translation>nur {{results}} ist erlaubt ({error})</translation>
    </message>
    <message>
        <source>not a readable zip archive ({error})</source>
        <translation>kein lesbares Zip-Archiv ({error})</translation>
    </message>
    <message>
        <source>not a lesson: lesson.json is missing</source>
        <translation>keine Lektion: lesson.json fehlt</translation>
    </message>
    <message>
        <source>more than one lesson ({names})</source>
        <translation>mehr als eine Lektion ({names})</translation>
    </message>
    <message>
        <source>too many entries ({count}, at most {max})</source>
        <translation>zu viele Einträge ({count}, höchstens {max})</translation>
    </message>
    <message>
        <source>an absolute path in the archive</source>
        <translation>ein absoluter Pfad im Archiv</translation>
    </message>
    <message>
        <source>the path leads out of the lesson folder</source>
        <translation>der Pfad führt aus dem Lektionsordner heraus</translation>
    </message>
    <message>
        <source>too large ({size} bytes, at most {max})</source>
        <translation>zu groß ({size} Bytes, höchstens {max})</translation>
    </message>
    <message>
        <source>too large (more than {max} bytes)</source>
        <translation>zu groß (mehr als {max} Bytes)</translation>
    </message>
    <message>
        <source>too large unpacked ({size} bytes, at most {max})</source>
        <translation>entpackt zu groß ({size} Bytes, höchstens {max})</translation>
    </message>
    <message>
        <source>neither a folder nor a zip archive</source>
        <translation>weder Ordner noch Zip-Archiv</translation>
    </message>
    <message>
        <source>exists already; a new folder name overwrites nothing</source>
        <translation>gibt es schon; ein neuer Ordnername überschreibt nichts</translation>
    </message>
    <message>
        <source>cannot be written ({error})</source>
        <translation>nicht schreibbar ({error})</translation>
    </message>
    <message>
        <source>cannot be removed ({error})</source>
        <translation>nicht zu entfernen ({error})</translation>
    </message>
    <message>
        <source>not a valid lesson name (letters, digits, - and _)</source>
        <translation>kein gültiger Lektionsname (Buchstaben, Ziffern, - und _)</translation>
    </message>
    <message>
        <source>lies among the shipped lessons, which are never overwritten</source>
        <translation>liegt bei den mitgelieferten Lektionen, die nie überschrieben werden</translation>
    </message>
</context>
<context>
    <name>LessonFiles</name>
    <message>
        <source>Export lesson…</source>
        <translation>Lektion exportieren…</translation>
    </message>
    <message>
        <source>Import lesson…</source>
        <translation>Lektion importieren…</translation>
    </message>
    <message>
        <source>Reset lesson to shipped</source>
        <translation>Lektion auf Auslieferungszustand zurücksetzen</translation>
    </message>
    <message>
        <source>Folder (*)</source>
        <translation>Ordner (*)</translation>
    </message>
    <message>
        <source>Export lesson</source>
        <translation>Lektion exportieren</translation>
    </message>
    <message>
        <source>Import lesson</source>
        <translation>Lektion importieren</translation>
    </message>
    <message>
        <source>Lesson: a zip or a folder&apos;s lesson.json (*.zip lesson.json)</source>
        <translation>Lektion: ein Zip oder die lesson.json eines Ordners (*.zip lesson.json)</translation>
    </message>
    <message>
        <source>Replace your edited lesson {name} with the shipped one?
Your changes to it are deleted; export it first to keep them.</source>
        <translation>Ihre bearbeitete Lektion {name} durch die mitgelieferte ersetzen?
Ihre Änderungen daran werden gelöscht; exportieren Sie die Lektion vorher, wenn Sie sie behalten möchten.</translation>
    </message>
    <message>
        <source>The lesson {name} was not exported:</source>
        <translation>Die Lektion {name} wurde nicht exportiert:</translation>
    </message>
    <message>
        <source>The lesson {name} was exported to {path}.</source>
        <translation>Die Lektion {name} wurde nach {path} exportiert.</translation>
    </message>
    <message>
        <source>{path} was not imported:</source>
        <translation>{path} wurde nicht importiert:</translation>
    </message>
    <message>
        <source>Imported as the lesson {name}: choose it under File → Lesson.</source>
        <translation>Als Lektion {name} importiert: Sie finden sie unter Datei → Lektion.</translation>
    </message>
    <message>
        <source>The lesson {name} can be reset once the running question is finished.</source>
        <translation>Die Lektion {name} lässt sich zurücksetzen, sobald die laufende Frage fertig ist.</translation>
    </message>
    <message>
        <source>The lesson {name} was not reset:</source>
        <translation>Die Lektion {name} wurde nicht zurückgesetzt:</translation>
    </message>
    <message>
        <source>The lesson {name} stays.</source>
        <translation>Die Lektion {name} bleibt.</translation>
    </message>
</context>
<context>
    <name>LessonMenu</name>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Lektion</translation>
    </message>
    <message>
        <source>{name} (does not load)</source>
        <translation>{name} (lässt sich nicht laden)</translation>
    </message>
    <message>
        <source>Edited: your own copy of the shipped lesson {name}. Reset lesson to shipped brings the shipped one back.</source>
        <translation>Bearbeitet: Ihre eigene Kopie der mitgelieferten Lektion {name}. „Lektion auf Auslieferungszustand zurücksetzen“ bringt die mitgelieferte zurück.</translation>
    </message>
</context>
<context>
    <name>LessonTables</name>
    <message>
        <source>Orders</source>
        <translation>Bestellungen</translation>
    </message>
    <message>
        <source>Which of the lesson&apos;s tables to show</source>
        <translation>Welche Tabelle der Lektion gezeigt wird</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Tabelle:</translation>
    </message>
    <message>
        <source>The lesson&apos;s table {name}, read-only. The lesson&apos;s tools read it; Reset to lesson data brings back its rows.</source>
        <translation>Die Tabelle {name} der Lektion, schreibgeschützt. Die Tools der Lektion lesen sie; „Auf Daten der Lektion zurücksetzen“ bringt ihre Zeilen zurück.</translation>
    </message>
    <message>
        <source>Rows: {n}</source>
        <translation>Zeilen: {n}</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>The lesson {name} does not load; {current} runs instead:</source>
        <translation>Die Lektion {name} lässt sich nicht laden; stattdessen läuft {current}:</translation>
    </message>
    <message>
        <source>The lesson {name} stays.</source>
        <translation>Die Lektion {name} bleibt.</translation>
    </message>
    <message>
        <source>The lesson {name} can open once the running question is finished.</source>
        <translation>Die Lektion {name} lässt sich öffnen, wenn die laufende Frage fertig ist.</translation>
    </message>
    <message>
        <source>The lesson {name} was not loaded:</source>
        <translation>Die Lektion {name} wurde nicht geladen:</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Loading lesson…</source>
        <translation>Lektion wird geladen…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>{language} is not available: the translation file {path} is missing, so the language stays as it is. `make run` builds it from the .ts files in resources/i18n.</source>
        <translation>{language} ist nicht verfügbar: Die Übersetzungsdatei {path} fehlt, daher bleibt die Sprache, wie sie ist. `make run` erstellt die Datei aus den .ts-Dateien in resources/i18n.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Please wait: the running question is not finished yet (Escape aborts it).</source>
        <translation>Bitte warten Sie: Die laufende Frage ist noch nicht beantwortet (Escape bricht sie ab).</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>(not sent: “{question}”)</source>
        <translation>(nicht gesendet: „{question}“)</translation>
    </message>
    <message>
        <source>starting …</source>
        <translation>startet …</translation>
    </message>
    <message>
        <source>aborting …</source>
        <translation>bricht ab …</translation>
    </message>
    <message>
        <source>A new conversation can start once the running question is finished.</source>
        <translation>Ein neues Gespräch kann erst beginnen, wenn die laufende Frage beantwortet ist.</translation>
    </message>
    <message>
        <source>idle · new conversation</source>
        <translation>bereit · neues Gespräch</translation>
    </message>
    <message>
        <source>waiting for approval: {call}</source>
        <translation>wartet auf Freigabe: {call}</translation>
    </message>
    <message>
        <source>The lesson could not be opened: {reason}</source>
        <translation>Die Lektion ließ sich nicht öffnen: {reason}</translation>
    </message>
</context>
<context>
    <name>MarkdownExport</name>
    <message>
        <source>Model: {model} · MAX_CALLS {max_calls} · Tools: {tools} · Customer: {customer}</source>
        <translation>Modell: {model} · MAX_CALLS {max_calls} · Tools: {tools} · Kunde: {customer}</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Switches: {switches}</source>
        <translation>Schalter: {switches}</translation>
    </message>
    <message>
        <source>Fault armed: {fault}</source>
        <translation>Störung aktiv: {fault}</translation>
    </message>
    <message>
        <source>⚡ Fault struck at call {n}: {what}</source>
        <translation>⚡ Störung ausgelöst bei Aufruf {n}: {what}</translation>
    </message>
    <message>
        <source>End: {reason} after {calls}, {input} tokens in / {output} out</source>
        <translation>Ende: {reason} nach {calls}, {input} Tokens ein / {output} aus</translation>
    </message>
    <message numerus="yes">
        <source>%n call(s)</source>
        <translation>
            <numerusform>%n Aufruf</numerusform>
            <numerusform>%n Aufrufen</numerusform>
        </translation>
    </message>
    <message>
        <source>Model (call {n}):</source>
        <translation>Modell (Aufruf {n}):</translation>
    </message>
    <message>
        <source>Customer:</source>
        <translation>Kunde:</translation>
    </message>
    <message>
        <source>asks for {id} {call}</source>
        <translation>verlangt {id} {call}</translation>
    </message>
    <message>
        <source>Result {id}: {content}</source>
        <translation>Ergebnis {id}: {content}</translation>
    </message>
    <message>
        <source>untrusted content</source>
        <translation>nicht vertrauenswürdiger Inhalt</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Antwort:</translation>
    </message>
    <message>
        <source>Approval: {verdict}{edited} by {by}{why}</source>
        <translation>Freigabe: {verdict}{edited} von {by}{why}</translation>
    </message>
    <message>
        <source> with input {input}</source>
        <translation> mit Eingabe {input}</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>freigegeben</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
</context>
<context>
    <name>ModelSwitch</name>
    <message>
        <source>The last model was not restored: {why}</source>
        <translation>Das letzte Modell wurde nicht wiederhergestellt: {why}</translation>
    </message>
    <message>
        <source>The last model was not restored:</source>
        <translation>Das letzte Modell wurde nicht wiederhergestellt:</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Last used: {provider} · {model}. No key in the environment — set {names} and start again (or choose “{real}”). Now: the fake model.</source>
        <translation>Zuletzt verwendet: {provider} · {model}. Kein Schlüssel in der Umgebung — setzen Sie {names} und starten Sie neu (oder wählen Sie „{real}“). Jetzt läuft das Fake-Modell.</translation>
    </message>
    <message>
        <source>Fake model: set {names} for {provider}</source>
        <translation>Fake-Modell: Setzen Sie {names} für {provider}</translation>
    </message>
    <message>
        <source>restored: {model}</source>
        <translation>wiederhergestellt: {model}</translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <source>model: {name}</source>
        <translation>Modell: {name}</translation>
    </message>
    <message>
        <source>Anthropic, OpenAI (Chat Completions or Responses) or a local OpenAI-compatible server</source>
        <translation>Anthropic, OpenAI (Chat Completions oder Responses) oder ein lokaler OpenAI-kompatibler Server</translation>
    </message>
    <message>
        <source>A model that replies exactly as a JSON script says; the loop and the tools run for real</source>
        <translation>Ein Modell, das genau so antwortet, wie ein JSON-Skript es vorgibt; Schleife und Tools laufen wirklich</translation>
    </message>
    <message>
        <source>⚠ The model can be switched once the running question is finished.</source>
        <translation>⚠ Das Modell lässt sich erst wechseln, wenn die laufende Frage fertig ist.</translation>
    </message>
    <message>
        <source>The model the loop talks to: the lesson&apos;s fake, a real provider ({real}) or a script</source>
        <translation>Das Modell, mit dem die Schleife spricht: das Fake-Modell der Lektion, ein echter Anbieter ({real}) oder ein Skript</translation>
    </message>
    <message>
        <source>Fake (lesson)</source>
        <translation>Fake (Lektion)</translation>
    </message>
    <message>
        <source>Real provider…</source>
        <translation>Echter Anbieter…</translation>
    </message>
    <message>
        <source>Scripted…</source>
        <translation>Skript…</translation>
    </message>
    <message>
        <source>Local server (OpenAI-compatible)</source>
        <translation>Lokaler Server (OpenAI-kompatibel)</translation>
    </message>
    <message>
        <source>streaming</source>
        <translation>Streaming</translation>
    </message>
    <message>
        <source>script</source>
        <translation>Skript</translation>
    </message>
    <message numerus="yes">
        <source>Scripted: {name} (%n replies)</source>
        <translation>
            <numerusform>Skript: {name} (%n Antwort)</numerusform>
            <numerusform>Skript: {name} (%n Antworten)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OrdersDelegate</name>
    <message>
        <source>Write the date in one of these forms:</source>
        <translation>Geben Sie das Datum in einer dieser Formen ein:</translation>
    </message>
</context>
<context>
    <name>OrdersEditor</name>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add an order (and start editing it)</source>
        <translation>Eine Bestellung hinzufügen (und gleich bearbeiten)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete the selected orders (Del)</source>
        <translation>Die gewählten Bestellungen löschen (Entf)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Reset to lesson data…</source>
        <translation>Auf Daten der Lektion zurücksetzen…</translation>
    </message>
    <message>
        <source>Put back the lesson&apos;s orders and tables as the lesson ships them</source>
        <translation>Die Bestellungen und Tabellen der Lektion so zurücksetzen, wie die Lektion sie mitbringt</translation>
    </message>
    <message>
        <source>Filter: order, customer, status</source>
        <translation>Filter: Bestellung, Kunde, Status</translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln order(s), reading …</source>
        <translation>
            <numerusform>{shown} von %Ln Bestellung, wird gelesen …</numerusform>
            <numerusform>{shown} von %Ln Bestellungen, wird gelesen …</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln order(s)</source>
        <translation>
            <numerusform>%Ln Bestellung</numerusform>
            <numerusform>%Ln Bestellungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln order(s)</source>
        <translation>
            <numerusform>{shown} von %Ln Bestellung</numerusform>
            <numerusform>{shown} von %Ln Bestellungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Order {id}, {column}: </source>
        <translation>Bestellung {id}, {column}: </translation>
    </message>
    <message>
        <source>Delete order {id}?
Undo (Ctrl+Z) brings it back.</source>
        <translation>Bestellung {id} löschen?
Rückgängig (Strg+Z) holt sie zurück.</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln order(s) ({ids})?
Undo (Ctrl+Z) brings them back.</source>
        <translation>
            <numerusform>%Ln Bestellung löschen ({ids})?
Rückgängig (Strg+Z) holt sie zurück.</numerusform>
            <numerusform>%Ln Bestellungen löschen ({ids})?
Rückgängig (Strg+Z) holt sie zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace all %Ln order(s) and the other tables with the lesson&apos;s data?
This cannot be undone.</source>
        <translation>
            <numerusform>Die %Ln Bestellung und die übrigen Tabellen durch die Daten der Lektion ersetzen?
Das lässt sich nicht rückgängig machen.</numerusform>
            <numerusform>Alle %Ln Bestellungen und die übrigen Tabellen durch die Daten der Lektion ersetzen?
Das lässt sich nicht rückgängig machen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete orders</source>
        <translation>Bestellungen löschen</translation>
    </message>
    <message>
        <source>Reset to lesson data</source>
        <translation>Auf Daten der Lektion zurücksetzen</translation>
    </message>
</context>
<context>
    <name>OrdersModel</name>
    <message>
        <source>Order</source>
        <translation>Bestellung</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Lieferung</translation>
    </message>
    <message>
        <source>Return by</source>
        <translation>Rückgabe bis</translation>
    </message>
    <message>
        <source>{date} — write it in one of these forms:</source>
        <translation>{date} — geben Sie es in einer dieser Formen ein:</translation>
    </message>
    <message>
        <source>Edit {id} {column}: {before} → {after}</source>
        <translation>{id} {column} ändern: {before} → {after}</translation>
    </message>
</context>
<context>
    <name>OrdersUndo</name>
    <message>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>Tool changed {id}: {what}</source>
        <translation>Tool hat {id} geändert: {what}</translation>
    </message>
    <message>
        <source>Add order {id}</source>
        <translation>Bestellung {id} hinzufügen</translation>
    </message>
    <message>
        <source>Delete order {id}</source>
        <translation>Bestellung {id} löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln order(s)</source>
        <translation>
            <numerusform>%Ln Bestellung löschen</numerusform>
            <numerusform>%Ln Bestellungen löschen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Predict</name>
    <message>
        <source>the tool finds the data</source>
        <translation>das Tool findet die Daten</translation>
    </message>
    <message>
        <source>the tool returns an error (is_error)</source>
        <translation>das Tool liefert einen Fehler (is_error)</translation>
    </message>
    <message>
        <source>the loop hands off to a human</source>
        <translation>die Schleife übergibt an einen Menschen</translation>
    </message>
    <message>
        <source>the model answers</source>
        <translation>das Modell antwortet</translation>
    </message>
    <message>
        <source>it calls {tool}({value})</source>
        <translation>es ruft {tool}({value}) auf</translation>
    </message>
    <message>
        <source>it calls {tool}</source>
        <translation>es ruft {tool} auf</translation>
    </message>
    <message>
        <source>it calls another tool</source>
        <translation>es ruft ein anderes Tool auf</translation>
    </message>
</context>
<context>
    <name>PredictStrip</name>
    <message>
        <source>Ask the class: what happens next?</source>
        <translation>Klasse fragen: Was passiert als Nächstes?</translation>
    </message>
    <message>
        <source>Chosen: {choice}. Watch …</source>
        <translation>Gewählt: {choice}. Schauen Sie hin …</translation>
    </message>
    <message>
        <source>Right: {what}.</source>
        <translation>Richtig: {what}.</translation>
    </message>
    <message>
        <source>Not quite: {what}.</source>
        <translation>Nicht ganz: {what}.</translation>
    </message>
</context>
<context>
    <name>ProtocolCheck</name>
    <message>
        <source>message {index}: the conversation must begin with a user message</source>
        <translation>Nachricht {index}: das Gespräch muss mit einer user-Nachricht beginnen</translation>
    </message>
    <message>
        <source>message {index}: {role} twice in a row (roles do not alternate)</source>
        <translation>Nachricht {index}: zweimal hintereinander {role} (Rollen wechseln nicht ab)</translation>
    </message>
    <message>
        <source>message {index}: tool_use without tool_result in the user message right after it: {ids}</source>
        <translation>Nachricht {index}: tool_use ohne tool_result in der direkt folgenden user-Nachricht: {ids}</translation>
    </message>
    <message>
        <source>message {index}: empty turn ({role} with no content at all)</source>
        <translation>Nachricht {index}: leerer Beitrag ({role} ganz ohne Inhalt)</translation>
    </message>
    <message>
        <source>message {index}: empty text block (text blocks must not be empty)</source>
        <translation>Nachricht {index}: leerer Textblock (Textblöcke dürfen nicht leer sein)</translation>
    </message>
    <message>
        <source>message {index}: tool_result in a {role} message</source>
        <translation>Nachricht {index}: tool_result in einer {role}-Nachricht</translation>
    </message>
    <message>
        <source>message {index}: tool_result blocks must come before any other content</source>
        <translation>Nachricht {index}: tool_result-Blöcke müssen vor jedem anderen Inhalt stehen</translation>
    </message>
    <message>
        <source>message {index}: tool_result for an unknown call id: {ids}</source>
        <translation>Nachricht {index}: tool_result zu einer unbekannten Aufruf-ID: {ids}</translation>
    </message>
    <message>
        <source>message {index}: tool_use id used more than once (ids must be unique): {ids}</source>
        <translation>Nachricht {index}: tool_use-ID mehrfach vergeben (IDs müssen eindeutig sein): {ids}</translation>
    </message>
    <message>
        <source>The protocol check found:</source>
        <translation>Die Protokollprüfung fand:</translation>
    </message>
</context>
<context>
    <name>Provider</name>
    <message>
        <source>the request was refused (invalid format or content)</source>
        <translation>die Anfrage wurde abgelehnt (Format oder Inhalt ungültig)</translation>
    </message>
    <message>
        <source>the key was refused</source>
        <translation>der Schlüssel wurde abgelehnt</translation>
    </message>
    <message>
        <source>the key may not do that</source>
        <translation>der Schlüssel darf das nicht</translation>
    </message>
    <message>
        <source>no such model or path</source>
        <translation>kein solches Modell oder kein solcher Pfad</translation>
    </message>
    <message>
        <source>the provider waited too long</source>
        <translation>der Anbieter hat zu lange gewartet</translation>
    </message>
    <message>
        <source>conflict at the provider</source>
        <translation>Konflikt beim Anbieter</translation>
    </message>
    <message>
        <source>the conversation is too large</source>
        <translation>das Gespräch ist zu groß</translation>
    </message>
    <message>
        <source>the request could not be processed</source>
        <translation>die Anfrage ließ sich nicht verarbeiten</translation>
    </message>
    <message>
        <source>too many requests (rate limit)</source>
        <translation>zu viele Anfragen (Rate-Limit)</translation>
    </message>
    <message>
        <source>the provider is overloaded</source>
        <translation>der Anbieter ist überlastet</translation>
    </message>
    <message>
        <source>no connection</source>
        <translation>keine Verbindung</translation>
    </message>
    <message>
        <source>error at the provider</source>
        <translation>Fehler beim Anbieter</translation>
    </message>
    <message>
        <source>the request was refused</source>
        <translation>die Anfrage wurde abgelehnt</translation>
    </message>
    <message>
        <source>↻ {what}, retrying in {delay} (attempt {n})</source>
        <translation>↻ {what}, neuer Versuch in {delay} (Versuch {n})</translation>
    </message>
    <message>
        <source>no connection to {host}:{port}</source>
        <translation>keine Verbindung zu {host}:{port}</translation>
    </message>
    <message>
        <source>no answer in time from {host}:{port}</source>
        <translation>keine rechtzeitige Antwort von {host}:{port}</translation>
    </message>
    <message>
        <source>no answer in time (not complete within {seconds})</source>
        <translation>keine rechtzeitige Antwort (nicht vollständig innerhalb von {seconds})</translation>
    </message>
    <message>
        <source>the base URL {url} cannot be used</source>
        <translation>die Basis-URL {url} ist nicht verwendbar</translation>
    </message>
    <message>
        <source>the base URL {url} cannot be used: it must begin with http:// or https://</source>
        <translation>die Basis-URL {url} ist nicht verwendbar: sie muss mit http:// oder https:// beginnen</translation>
    </message>
    <message>
        <source>the request cannot be sent as JSON</source>
        <translation>die Anfrage lässt sich nicht als JSON senden</translation>
    </message>
    <message>
        <source>unexpected answer from the provider</source>
        <translation>unerwartete Antwort vom Anbieter</translation>
    </message>
    <message>
        <source>the answer broke off</source>
        <translation>die Antwort brach ab</translation>
    </message>
    <message>
        <source>the answer is too large ({size} MB; at most {limit} MB are read)</source>
        <translation>die Antwort ist zu groß ({size} MB; höchstens {limit} MB werden gelesen)</translation>
    </message>
    <message>
        <source>the answer is too large (over {limit} MB; at most {limit} MB are read)</source>
        <translation>die Antwort ist zu groß (über {limit} MB; höchstens {limit} MB werden gelesen)</translation>
    </message>
    <message>
        <source>the answer was not a JSON object</source>
        <translation>die Antwort war kein JSON-Objekt</translation>
    </message>
    <message>
        <source>the answer is nested too deeply (more than {depth} levels)</source>
        <translation>die Antwort ist zu tief verschachtelt (mehr als {depth} Ebenen)</translation>
    </message>
    <message>
        <source>error in the middle of the stream</source>
        <translation>Fehler mitten im Stream</translation>
    </message>
    <message>
        <source>the connection broke off in the middle of the streamed answer</source>
        <translation>die Verbindung brach mitten in der gestreamten Antwort ab</translation>
    </message>
    <message>
        <source>the answer held no choices</source>
        <translation>die Antwort enthielt keine choices</translation>
    </message>
    <message>
        <source>the provider reports an error</source>
        <translation>der Anbieter meldet einen Fehler</translation>
    </message>
    <message>
        <source>the answer is not finished yet (status {state})</source>
        <translation>die Antwort ist noch nicht fertig (status {state})</translation>
    </message>
    <message>
        <source>No API key for {provider}: set the environment variable {variable} (or {other}) or enter the key in the dialog.</source>
        <translation>Kein API-Schlüssel für {provider}: Setzen Sie die Umgebungsvariable {variable} (oder {other}), oder geben Sie den Schlüssel im Dialog ein.</translation>
    </message>
    <message>
        <source>The key entered holds characters that no HTTP header may hold (umlauts, line breaks or control characters). Please copy the key again.</source>
        <translation>Der angegebene Schlüssel enthält Zeichen, die in keinem HTTP-Header stehen dürfen (Umlaute, Zeilenumbrüche oder Steuerzeichen). Bitte den Schlüssel neu kopieren.</translation>
    </message>
    <message>
        <source>The key in {variable} holds characters that no HTTP header may hold (umlauts, line breaks or control characters). Please copy the key again.</source>
        <translation>Der Schlüssel in {variable} enthält Zeichen, die in keinem HTTP-Header stehen dürfen (Umlaute, Zeilenumbrüche oder Steuerzeichen). Bitte den Schlüssel neu kopieren.</translation>
    </message>
    <message>
        <source>Unencrypted: {url} is http://, not https://, and {host} is not this machine. The API key would travel readable over the network. Use https://, or allow it explicitly (the tick in the dialog, --allow-insecure-http).</source>
        <translation>Unverschlüsselt: {url} ist http://, nicht https://, und {host} ist nicht dieser Rechner. Der API-Schlüssel ginge lesbar über das Netz. Verwenden Sie https://, oder erlauben Sie es ausdrücklich (Häkchen im Dialog, --allow-insecure-http).</translation>
    </message>
    <message numerus="yes">
        <source>the script has ended: it holds %n replies, and reply {asked} was asked for</source>
        <translation>
            <numerusform>das Skript ist zu Ende: es hat %n Antwort, verlangt wurde Antwort {asked}</numerusform>
            <numerusform>das Skript ist zu Ende: es hat %n Antworten, verlangt wurde Antwort {asked}</numerusform>
        </translation>
    </message>
    <message>
        <source>internal error of the program</source>
        <translation>interner Fehler des Programms</translation>
    </message>
    <message>
        <source>{reason} (HTTP {status})</source>
        <translation>{reason} (HTTP {status})</translation>
    </message>
    <message>
        <source>the model call failed</source>
        <translation>der Modellaufruf ist gescheitert</translation>
    </message>
</context>
<context>
    <name>ProviderDialog</name>
    <message>
        <source>Local servers usually need no key.</source>
        <translation>Lokale Server brauchen meist keinen Schlüssel.</translation>
    </message>
    <message>
        <source>Key found in {name}. One typed here counts for this session only.</source>
        <translation>Schlüssel gefunden in {name}. Ein hier eingegebener gilt nur für diese Sitzung.</translation>
    </message>
    <message>
        <source>No key found: set {first} or {second}, or type it here (for this session only, never saved).</source>
        <translation>Kein Schlüssel gefunden: Setzen Sie {first} oder {second}, oder geben Sie ihn hier ein (nur für diese Sitzung, wird nie gespeichert).</translation>
    </message>
    <message>
        <source>Set up a real model</source>
        <translation>Echtes Modell einstellen</translation>
    </message>
    <message>
        <source>The longest a whole request may take, from sending to the last byte.</source>
        <translation>Höchstens so lange darf eine ganze Anfrage dauern, vom Senden bis zum letzten Byte.</translation>
    </message>
    <message>
        <source>Stream the answer (text appears as it arrives)</source>
        <translation>Antwort streamen (Text erscheint, während er ankommt)</translation>
    </message>
    <message>
        <source>Allow http:// to another machine (the key travels unencrypted)</source>
        <translation>http:// zu einem anderen Rechner erlauben (der Schlüssel geht unverschlüsselt)</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Verbindung testen</translation>
    </message>
    <message>
        <source>Send one short question with these settings and show what came back</source>
        <translation>Eine kurze Frage mit diesen Einstellungen senden und zeigen, was zurückkam</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Local server</source>
        <translation>Lokaler Server</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>Basis-URL</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Time limit per request</source>
        <translation>Zeitlimit pro Anfrage</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>Testing {url} …</source>
        <translation>{url} wird getestet …</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>nicht nötig</translation>
    </message>
    <message>
        <source>leave empty: read it from the environment</source>
        <translation>leer lassen: aus der Umgebung lesen</translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>saved run</source>
        <translation>gespeicherter Lauf</translation>
    </message>
    <message>
        <source>run again (orders now)</source>
        <translation>erneut ausgeführt (Bestellungen jetzt)</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Aufrufe</translation>
    </message>
    <message>
        <source>Tool {n}</source>
        <translation>Tool {n}</translation>
    </message>
    <message>
        <source>✓ Run again: same answer, same tool results, same number of calls.</source>
        <translation>✓ Erneut ausgeführt: gleiche Antwort, gleiche Tool-Ergebnisse, gleich viele Aufrufe.</translation>
    </message>
    <message>
        <source>answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>tool results</source>
        <translation>Tool-Ergebnisse</translation>
    </message>
    <message>
        <source>number of calls</source>
        <translation>Zahl der Aufrufe</translation>
    </message>
    <message>
        <source>≠ Run again: {what} changed (highlighted).</source>
        <translation>≠ Erneut ausgeführt: {what} geändert (hervorgehoben).</translation>
    </message>
    <message>
        <source>Run again shows here what changed.</source>
        <translation>„Erneut ausführen“ zeigt hier, was sich geändert hat.</translation>
    </message>
    <message>
        <source>Show new run</source>
        <translation>Neuen Lauf zeigen</translation>
    </message>
    <message>
        <source>Show the new run in the chat and the inspector</source>
        <translation>Den neuen Lauf im Chat und im Inspektor zeigen</translation>
    </message>
</context>
<context>
    <name>Run</name>
    <message numerus="yes">
        <source>~%n token(s)</source>
        <translation>
            <numerusform>~%n Token</numerusform>
            <numerusform>~%n Tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About to send %n message(s), {tokens}</source>
        <translation>
            <numerusform>Gleich wird %n Nachricht gesendet, {tokens}</numerusform>
            <numerusform>Gleich werden %n Nachrichten gesendet, {tokens}</numerusform>
        </translation>
    </message>
    <message>
        <source>About to run {calls} together</source>
        <translation>Gleich laufen zusammen: {calls}</translation>
    </message>
    <message>
        <source>About to run {calls}</source>
        <translation>Gleich läuft {calls}</translation>
    </message>
</context>
<context>
    <name>RunFiles</name>
    <message>
        <source>{name} cannot be written: {error}.</source>
        <translation>{name} lässt sich nicht schreiben: {error}.</translation>
    </message>
    <message>
        <source>Tool Loop Studio run (*.json);;All files (*)</source>
        <translation>Tool-Loop-Studio-Lauf (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Please wait: the running question is not finished yet.</source>
        <translation>Bitte warten Sie: Die laufende Frage ist noch nicht beantwortet.</translation>
    </message>
    <message>
        <source>No run to save yet: ask a question first (or open a run).</source>
        <translation>Noch kein Lauf zum Speichern: erst eine Frage stellen (oder einen Lauf öffnen).</translation>
    </message>
    <message>
        <source>The run cannot be opened</source>
        <translation>Lauf lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>This run was made with other orders than those in the table now:</source>
        <translation>Dieser Lauf entstand mit anderen Bestellungen als denen, die jetzt in der Tabelle stehen:</translation>
    </message>
    <message>
        <source>Restore the orders saved with the run, or keep the current ones?</source>
        <translation>Die mit dem Lauf gespeicherten Bestellungen wiederherstellen oder die jetzigen behalten?</translation>
    </message>
    <message>
        <source>Orders of the saved run</source>
        <translation>Bestellungen des gespeicherten Laufs</translation>
    </message>
    <message>
        <source>Restore saved orders</source>
        <translation>Gespeicherte wiederherstellen</translation>
    </message>
    <message>
        <source>Keep current orders</source>
        <translation>Jetzige behalten</translation>
    </message>
    <message>
        <source>No run to export yet.</source>
        <translation>Noch kein Lauf zum Exportieren.</translation>
    </message>
    <message>
        <source>No run to run again yet: ask a question first or open a run.</source>
        <translation>Noch kein Lauf zum erneuten Ausführen: erst eine Frage stellen oder einen Lauf öffnen.</translation>
    </message>
    <message>
        <source>To run it again, first choose {model} as the model.</source>
        <translation>Zum erneuten Ausführen bitte zuerst {model} als Modell wählen.</translation>
    </message>
    <message>
        <source>“Run again” is already running.</source>
        <translation>„Erneut ausführen“ läuft schon.</translation>
    </message>
    <message>
        <source>Run again: what changed</source>
        <translation>Erneut ausgeführt: was sich geändert hat</translation>
    </message>
    <message>
        <source>Save run</source>
        <translation>Lauf speichern</translation>
    </message>
    <message>
        <source>Open run</source>
        <translation>Lauf öffnen</translation>
    </message>
    <message>
        <source>Export Markdown</source>
        <translation>Als Markdown exportieren</translation>
    </message>
    <message>
        <source>Run again failed: {error}</source>
        <translation>Erneutes Ausführen fehlgeschlagen: {error}</translation>
    </message>
</context>
<context>
    <name>RunOrders</name>
    <message numerus="yes">
        <source>%n order(s) changed since: {ids}</source>
        <translation>
            <numerusform>%n Bestellung seitdem geändert: {ids}</numerusform>
            <numerusform>%n Bestellungen seitdem geändert: {ids}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n order(s) no longer there: {ids}</source>
        <translation>
            <numerusform>%n Bestellung nicht mehr vorhanden: {ids}</numerusform>
            <numerusform>%n Bestellungen nicht mehr vorhanden: {ids}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n order(s) added since: {ids}</source>
        <translation>
            <numerusform>%n Bestellung seitdem hinzugekommen: {ids}</numerusform>
            <numerusform>%n Bestellungen seitdem hinzugekommen: {ids}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run again used the same %n order(s) as the saved run.</source>
        <translation>
            <numerusform>Der erneute Lauf nutzte dieselbe %n Bestellung wie der gespeicherte Lauf.</numerusform>
            <numerusform>Der erneute Lauf nutzte dieselben %n Bestellungen wie der gespeicherte Lauf.</numerusform>
        </translation>
    </message>
    <message>
        <source>Run again used the orders in the table now, not those saved with the run:</source>
        <translation>Der erneute Lauf nutzte die Bestellungen, die jetzt in der Tabelle stehen, nicht die mit dem Lauf gespeicherten:</translation>
    </message>
</context>
<context>
    <name>RunProblems</name>
    <message>
        <source>The run cannot be saved: it nests deeper than {max} levels (more than a saved file may hold).</source>
        <translation>Der Lauf lässt sich nicht speichern: Er ist tiefer als {max} Ebenen verschachtelt (mehr kann eine gespeicherte Datei nicht enthalten).</translation>
    </message>
    <message>
        <source>The run belongs to the lesson “{name}”, which cannot be loaded:
{error}</source>
        <translation>Der Lauf gehört zur Lektion „{name}“, die sich nicht laden lässt:
{error}</translation>
    </message>
    <message>
        <source>{name} is damaged:
{detail}</source>
        <translation>{name} ist beschädigt:
{detail}</translation>
    </message>
    <message>
        <source>{name} is damaged: line {line} nests deeper than {max} levels.</source>
        <translation>{name} ist beschädigt: Zeile {line} ist tiefer als {max} Ebenen verschachtelt.</translation>
    </message>
    <message>
        <source>{name} is damaged: not valid JSON (line {line}, column {column}).</source>
        <translation>{name} ist beschädigt: kein gültiges JSON (Zeile {line}, Spalte {column}).</translation>
    </message>
    <message>
        <source>{name} is not a saved Tool Loop Studio run.</source>
        <translation>{name} ist kein gespeicherter Lauf von Tool Loop Studio.</translation>
    </message>
    <message>
        <source>{name} is damaged: format version {version} is not valid.</source>
        <translation>{name} ist beschädigt: Format-Version {version} ist ungültig.</translation>
    </message>
    <message>
        <source>{name} comes from a newer version of the app (format version {version}); this app reads up to version {supported}. Please update the app.</source>
        <translation>{name} stammt aus einer neueren Version der App (Format-Version {version}); diese App liest bis Version {supported}. Bitte die App aktualisieren.</translation>
    </message>
    <message>
        <source>{name} is damaged or was changed after saving (the checksum does not match).</source>
        <translation>{name} ist beschädigt oder wurde nach dem Speichern verändert (die Prüfsumme stimmt nicht).</translation>
    </message>
    <message>
        <source>{name} is damaged: not UTF-8 text.</source>
        <translation>{name} ist beschädigt: kein UTF-8-Text.</translation>
    </message>
    <message>
        <source>{name} cannot be read:
{error}</source>
        <translation>{name} lässt sich nicht lesen:
{error}</translation>
    </message>
    <message>
        <source>To run it again with “{client}”, choose that model in the window first.</source>
        <translation>Um ihn mit „{client}“ erneut auszuführen, zuerst dieses Modell im Fenster wählen.</translation>
    </message>
    <message>
        <source>There is no message {index} (the conversation has {count}).</source>
        <translation>Es gibt keine Nachricht {index} (das Gespräch hat {count}).</translation>
    </message>
    <message>
        <source>Message {message} has no block {block}.</source>
        <translation>Nachricht {message} hat keinen Block {block}.</translation>
    </message>
    <message>
        <source>Nothing to add.</source>
        <translation>Nichts zum Hinzufügen.</translation>
    </message>
    <message>
        <source>The protocol check refuses this history:
{problems}</source>
        <translation>Die Protokollprüfung lehnt diesen Verlauf ab:
{problems}</translation>
    </message>
    <message>
        <source>The conversation is empty: there is nothing to continue.</source>
        <translation>Das Gespräch ist leer: Es gibt nichts fortzusetzen.</translation>
    </message>
    <message>
        <source>Message {index}: the conversation ends with the model&apos;s answer (nothing to continue: add a user message or a tool_use).</source>
        <translation>Nachricht {index}: das Gespräch endet mit der Antwort des Modells (nichts fortzusetzen: eine user-Nachricht oder ein tool_use ergänzen).</translation>
    </message>
    <message>
        <source>missing: “{text}”</source>
        <translation>fehlt: „{text}“</translation>
    </message>
    <message>
        <source>contains: “{text}”</source>
        <translation>enthält: „{text}“</translation>
    </message>
    <message>
        <source>ended: {reason}, expected: {expected}</source>
        <translation>Ende: {reason}, erwartet: {expected}</translation>
    </message>
</context>
<context>
    <name>RunShow</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>saved run {where}{when} · model {model} · MAX_CALLS {max} · tools {tools} · customer {customer} · faults: {faults}</source>
        <translation>gespeicherter Lauf {where}{when} · Modell {model} · MAX_CALLS {max} · Tools {tools} · Kunde {customer} · Störungen: {faults}</translation>
    </message>
    <message>
        <source>unsaved</source>
        <translation>ungespeichert</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier message(s) of this conversation: see the inspector</source>
        <translation>
            <numerusform>%n frühere Nachricht dieses Gesprächs: siehe Inspektor</numerusform>
            <numerusform>%n frühere Nachrichten dieses Gesprächs: siehe Inspektor</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunStatus</name>
    <message>
        <source>answered</source>
        <translation>beantwortet</translation>
    </message>
    <message>
        <source>MAX_CALLS reached</source>
        <translation>MAX_CALLS erreicht</translation>
    </message>
    <message>
        <source>token budget exceeded</source>
        <translation>Token-Budget überschritten</translation>
    </message>
    <message>
        <source>unexpected stop_reason</source>
        <translation>unerwarteter stop_reason</translation>
    </message>
    <message>
        <source>time limit</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <source>model error</source>
        <translation>Fehler beim Modell</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>tokens: last call {last} · this run {run}</source>
        <translation>Tokens: letzter Aufruf {last} · dieser Lauf {run}</translation>
    </message>
    <message>
        <source>idle · stopped: {why}</source>
        <translation>bereit · gestoppt: {why}</translation>
    </message>
    <message>
        <source>Input tokens the model read: in the last call, and summed over this question&apos;s calls</source>
        <translation>Eingabe-Tokens, die das Modell gelesen hat: im letzten Aufruf und summiert über die Aufrufe dieser Frage</translation>
    </message>
    <message>
        <source>Model calls made for this question, out of MAX_CALLS</source>
        <translation>Modellaufrufe für diese Frage, von MAX_CALLS</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>calls {made}/{of}</source>
        <translation>Aufrufe {made}/{of}</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>waiting for the model (call {n})</source>
        <translation>wartet auf das Modell (Aufruf {n})</translation>
    </message>
    <message>
        <source>waiting for the model: retry {n} in {delay}</source>
        <translation>wartet auf das Modell: Versuch {n} in {delay}</translation>
    </message>
    <message>
        <source>reply: {stop}</source>
        <translation>Antwort: {stop}</translation>
    </message>
    <message>
        <source>running tool {call}</source>
        <translation>Tool läuft: {call}</translation>
    </message>
    <message>
        <source>tool done: {call}</source>
        <translation>Tool fertig: {call}</translation>
    </message>
    <message>
        <source>paused: {what}  (F10 = next step)</source>
        <translation>Pause: {what}  (F10 = nächster Schritt)</translation>
    </message>
</context>
<context>
    <name>RunToolbar</name>
    <message>
        <source>✍ By hand</source>
        <translation>✍ Von Hand</translation>
    </message>
    <message>
        <source>Every tool call stops: accept what the tool would return, edit it, or write the result yourself</source>
        <translation>Jeder Tool-Aufruf hält an: Übernehmen Sie, was das Tool liefern würde, ändern Sie es, oder schreiben Sie das Ergebnis selbst</translation>
    </message>
    <message>
        <source>next call returns an error</source>
        <translation>nächster Aufruf liefert einen Fehler</translation>
    </message>
    <message>
        <source>next call raises</source>
        <translation>nächster Aufruf wirft eine Ausnahme</translation>
    </message>
    <message>
        <source>next call hangs past its timeout</source>
        <translation>nächster Aufruf hängt über sein Zeitlimit hinaus</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>MAX_CALLS: model calls per question before handing off to a human</source>
        <translation>MAX_CALLS: Modellaufrufe pro Frage, bevor an einen Menschen übergeben wird</translation>
    </message>
    <message>
        <source> tok</source>
        <translation> Tok</translation>
    </message>
    <message>
        <source>Token budget: input tokens per question before handing off to a human (off = no budget)</source>
        <translation>Token-Budget: Eingabe-Tokens pro Frage, bevor an einen Menschen übergeben wird (aus = kein Budget)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Time limit: seconds per question before handing off to a human (off = no limit)</source>
        <translation>Zeitlimit: Sekunden pro Frage, bevor an einen Menschen übergeben wird (aus = kein Limit)</translation>
    </message>
    <message>
        <source>Approval timeout: an acting call nobody approves within this time is rejected (default deny)</source>
        <translation>Freigabe-Frist: Ein schreibender Aufruf, den in dieser Zeit niemand freigibt, wird abgelehnt (Standard: ablehnen)</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Tools</translation>
    </message>
    <message>
        <source>Step mode</source>
        <translation>Schrittmodus</translation>
    </message>
    <message>
        <source>Pause before each model call and each tool run</source>
        <translation>Vor jedem Modellaufruf und jeder Tool-Ausführung anhalten</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>Continue the paused run by one step (F10)</source>
        <translation>Den angehaltenen Lauf um einen Schritt fortsetzen (F10)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancel the running question (Escape)</source>
        <translation>Die laufende Frage abbrechen (Escape)</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Neues Gespräch</translation>
    </message>
    <message>
        <source>Forget the conversation (only while idle) (Ctrl+N)</source>
        <translation>Das Gespräch vergessen (nur im Leerlauf) (Strg+N)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Run control</source>
        <translation>Laufsteuerung</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>Grenzen</translation>
    </message>
    <message>
        <source>Token budget</source>
        <translation>Token-Budget</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <source>Approval timeout</source>
        <translation>Freigabe-Frist</translation>
    </message>
    <message>
        <source>Faults</source>
        <translation>Störungen</translation>
    </message>
    <message>
        <source>Disarm all</source>
        <translation>Alle deaktivieren</translation>
    </message>
    <message>
        <source>Tools ({n})</source>
        <translation>Tools ({n})</translation>
    </message>
    <message>
        <source>Tools offered to the model: {tools}</source>
        <translation>Dem Modell angebotene Tools: {tools}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Faults ({n})</source>
        <translation>Störungen ({n})</translation>
    </message>
    <message>
        <source>Inject a fault into a tool</source>
        <translation>Eine Störung in ein Tool einspielen</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
</context>
<context>
    <name>SchemaForm</name>
    <message>
        <source>{type} — left empty: not sent</source>
        <translation>{type} — leer gelassen: nicht gesendet</translation>
    </message>
    <message>
        <source>* required</source>
        <translation>* Pflichtfeld</translation>
    </message>
    <message>
        <source>This tool takes no input.</source>
        <translation>Dieses Tool braucht keine Eingabe.</translation>
    </message>
    <message>
        <source>— not sent —</source>
        <translation>— nicht gesendet —</translation>
    </message>
    <message>
        <source>not sent</source>
        <translation>nicht gesendet</translation>
    </message>
</context>
<context>
    <name>ScriptEditor</name>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Validate</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Use script</source>
        <translation>Skript verwenden</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s): the script will not run</source>
        <translation>
            <numerusform>%n Problem: das Skript läuft so nicht</numerusform>
            <numerusform>%n Probleme: das Skript läuft so nicht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>valid: %n replies</source>
        <translation>
            <numerusform>gültig: %n Antwort</numerusform>
            <numerusform>gültig: %n Antworten</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read {name}: {error}</source>
        <translation>{name} lässt sich nicht lesen: {error}</translation>
    </message>
    <message>
        <source>cannot write {name}: {error}</source>
        <translation>{name} lässt sich nicht schreiben: {error}</translation>
    </message>
    <message>
        <source>saved {name}</source>
        <translation>{name} gespeichert</translation>
    </message>
    <message>
        <source>Open script</source>
        <translation>Skript öffnen</translation>
    </message>
    <message>
        <source>JSON (*.json);;All files (*)</source>
        <translation>JSON (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save script</source>
        <translation>Skript speichern</translation>
    </message>
</context>
<context>
    <name>ScriptProblems</name>
    <message>
        <source>nested deeper than {limit} levels (the limit for a tool call&apos;s input)</source>
        <translation>tiefer verschachtelt als {limit} Ebenen (die Grenze für die Eingabe eines Tool-Aufrufs)</translation>
    </message>
    <message>
        <source>nested deeper than {limit} levels (the limit for files)</source>
        <translation>tiefer verschachtelt als {limit} Ebenen (die Grenze für Dateien)</translation>
    </message>
    <message>
        <source>a reply with an error has no text, tool_calls or stop_reason</source>
        <translation>eine Antwort mit error hat kein text, tool_calls oder stop_reason</translation>
    </message>
    <message>
        <source>a reply needs text, tool_calls or an error</source>
        <translation>eine Antwort braucht text, tool_calls oder error</translation>
    </message>
    <message>
        <source>stop_reason tool_use needs at least one tool call</source>
        <translation>stop_reason tool_use braucht mindestens einen Tool-Aufruf</translation>
    </message>
    <message>
        <source>unknown field {name}; allowed here: {allowed}</source>
        <translation>unbekanntes Feld {name}; hier erlaubt: {allowed}</translation>
    </message>
    <message>
        <source>unknown field {name}; allowed here: {allowed}; did you mean {guess}?</source>
        <translation>unbekanntes Feld {name}; hier erlaubt: {allowed}; meinten Sie {guess}?</translation>
    </message>
    <message>
        <source>invalid JSON: {error} (column {column})</source>
        <translation>ungültiges JSON: {error} (Spalte {column})</translation>
    </message>
    <message>
        <source>a value is expected</source>
        <translation>hier fehlt ein Wert</translation>
    </message>
    <message>
        <source>a comma is expected</source>
        <translation>hier fehlt ein Komma</translation>
    </message>
    <message>
        <source>a colon is expected</source>
        <translation>hier fehlt ein Doppelpunkt</translation>
    </message>
    <message>
        <source>a field name in double quotes is expected</source>
        <translation>hier fehlt ein Feldname in doppelten Anführungszeichen</translation>
    </message>
    <message>
        <source>a text is not closed</source>
        <translation>ein Text ist nicht geschlossen</translation>
    </message>
    <message>
        <source>more follows after the end</source>
        <translation>nach dem Ende folgt noch etwas</translation>
    </message>
    <message>
        <source>a control character inside a text</source>
        <translation>ein Steuerzeichen in einem Text</translation>
    </message>
    <message>
        <source>line {line}: {field}: {words}</source>
        <translation>Zeile {line}: {field}: {words}</translation>
    </message>
    <message>
        <source>line {line}: {words}</source>
        <translation>Zeile {line}: {words}</translation>
    </message>
</context>
<context>
    <name>ScriptedChoice</name>
    <message>
        <source>Restart the script for each question</source>
        <translation>Skript bei jeder Frage neu starten</translation>
    </message>
    <message>
        <source>On: every question is answered from the script&apos;s first reply. Off: the replies are used up across the questions of a conversation (New conversation starts again)</source>
        <translation>An: Jede Frage wird ab der ersten Antwort des Skripts beantwortet. Aus: Die Antworten werden über die Fragen eines Gesprächs hinweg verbraucht („Neues Gespräch“ beginnt von vorn)</translation>
    </message>
    <message>
        <source>Scripted model</source>
        <translation>Skript-Modell</translation>
    </message>
</context>
<context>
    <name>SequencePane</name>
    <message>
        <source>Copy as Mermaid</source>
        <translation>Als Mermaid kopieren</translation>
    </message>
    <message>
        <source>Export SVG…</source>
        <translation>SVG exportieren…</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>PNG exportieren…</translation>
    </message>
    <message>
        <source>Click an arrow to select its message or call.</source>
        <translation>Einen Pfeil anklicken, um seine Nachricht oder seinen Aufruf zu wählen.</translation>
    </message>
    <message numerus="yes">
        <source>Mermaid text copied (%n arrow(s)).</source>
        <translation>
            <numerusform>Mermaid-Text kopiert (%n Pfeil).</numerusform>
            <numerusform>Mermaid-Text kopiert (%n Pfeile).</numerusform>
        </translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Export the sequence diagram</source>
        <translation>Ablaufdiagramm exportieren</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>{0} gespeichert</translation>
    </message>
    <message>
        <source>{0} could not be written.</source>
        <translation>{0} ließ sich nicht schreiben.</translation>
    </message>
</context>
<context>
    <name>SequenceView</name>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programm</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Tools/Database</source>
        <translation>Tools/Datenbank</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>call {call} · {messages}</source>
        <translation>Aufruf {call} · {messages}</translation>
    </message>
    <message>
        <source>{label} · tool_result {ids}</source>
        <translation>{label} · tool_result {ids}</translation>
    </message>
    <message>
        <source>{label} · {tokens}</source>
        <translation>{label} · {tokens}</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n Nachricht</numerusform>
            <numerusform>%n Nachrichten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one reply, %n tool_use block(s)</source>
        <translation>
            <numerusform>eine Antwort, %n tool_use-Block</numerusform>
            <numerusform>eine Antwort, %n tool_use-Blöcke</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>~%n token(s)</source>
        <translation>
            <numerusform>~%n Token</numerusform>
            <numerusform>~%n Tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>approve {call}?</source>
        <translation>{call} freigeben?</translation>
    </message>
    <message>
        <source>approved · {by}</source>
        <translation>freigegeben · {by}</translation>
    </message>
    <message>
        <source>rejected · {by}: {reason}</source>
        <translation>abgelehnt · {by}: {reason}</translation>
    </message>
    <message>
        <source>stop · {by}</source>
        <translation>gestoppt · {by}</translation>
    </message>
    <message>
        <source>hand-off: MAX_CALLS {detail} reached</source>
        <translation>Übergabe: MAX_CALLS {detail} erreicht</translation>
    </message>
    <message>
        <source>hand-off: token budget exceeded ({detail})</source>
        <translation>Übergabe: Token-Budget überschritten ({detail})</translation>
    </message>
    <message>
        <source>hand-off: stop_reason {detail}</source>
        <translation>Übergabe: stop_reason {detail}</translation>
    </message>
    <message>
        <source>hand-off: time limit exceeded ({detail} s)</source>
        <translation>Übergabe: Zeitlimit überschritten ({detail} s)</translation>
    </message>
    <message>
        <source>hand-off: model error ({detail})</source>
        <translation>Übergabe: Fehler beim Modell ({detail})</translation>
    </message>
    <message>
        <source>hand-off: cancelled ({detail})</source>
        <translation>Übergabe: abgebrochen ({detail})</translation>
    </message>
    <message>
        <source>Tool loop sequence diagram</source>
        <translation>Ablaufdiagramm der Tool-Schleife</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>order number must not be empty</source>
        <translation>Bestellnummer darf nicht leer sein</translation>
    </message>
    <message>
        <source>order number {value}: only letters, digits, - and _, at most 32 characters</source>
        <translation>Bestellnummer {value}: nur Buchstaben, Ziffern, - und _, höchstens 32 Zeichen</translation>
    </message>
    <message>
        <source>customer id must not be empty</source>
        <translation>Kunden-ID darf nicht leer sein</translation>
    </message>
    <message>
        <source>customer id {value}: only letters, digits, - and _, at most 32 characters</source>
        <translation>Kunden-ID {value}: nur Buchstaben, Ziffern, - und _, höchstens 32 Zeichen</translation>
    </message>
    <message>
        <source>unknown status {value}; allowed: {allowed}</source>
        <translation>unbekannter Status {value}; erlaubt: {allowed}</translation>
    </message>
    <message>
        <source>date missing</source>
        <translation>Datum fehlt</translation>
    </message>
    <message>
        <source>not a valid date: {value} (e.g. {example} or {iso})</source>
        <translation>kein gültiges Datum: {value} (z. B. {example} oder {iso})</translation>
    </message>
    <message>
        <source>order number {id} already taken</source>
        <translation>Bestellnummer {id} gibt es schon</translation>
    </message>
    <message>
        <source>no order {id}</source>
        <translation>keine Bestellung {id}</translation>
    </message>
    <message>
        <source>unknown field {field}</source>
        <translation>unbekanntes Feld {field}</translation>
    </message>
    <message>
        <source>repeated order numbers in the data</source>
        <translation>doppelte Bestellnummern in den Daten</translation>
    </message>
</context>
<context>
    <name>StoreNotices</name>
    <message>
        <source>The lesson data runs in memory only: changes are lost on quitting.</source>
        <translation>Die Lektionsdaten liegen nur im Speicher: Änderungen gehen beim Beenden verloren.</translation>
    </message>
    <message>
        <source>{reason} The lesson data runs in memory only: changes are lost on quitting.</source>
        <translation>{reason} Die Lektionsdaten liegen nur im Speicher: Änderungen gehen beim Beenden verloren.</translation>
    </message>
    <message>
        <source>The database {path} cannot be used ({error}).</source>
        <translation>Die Datenbank {path} lässt sich nicht benutzen ({error}).</translation>
    </message>
    <message>
        <source>New database created from the lesson data: {path}</source>
        <translation>Neue Datenbank aus den Lektionsdaten angelegt: {path}</translation>
    </message>
    <message>
        <source>{path} is {what}, not an orders database; the program leaves it untouched.</source>
        <translation>{path} ist {what}, keine Bestelldatenbank; das Programm lässt es unberührt.</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a link to a file that does not exist</source>
        <translation>ein Verweis auf eine Datei, die es nicht gibt</translation>
    </message>
    <message>
        <source>not a regular file (a device, a pipe or a socket)</source>
        <translation>keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Socket)</translation>
    </message>
    <message>
        <source>{path} is not an orders database of this program ({reason}); the file stays unchanged where it is.</source>
        <translation>{path} ist keine Bestelldatenbank dieses Programms ({reason}); die Datei bleibt unverändert, wo sie ist.</translation>
    </message>
    <message>
        <source>The database {path} is damaged ({reason}). It now lies at {kept}; started afresh with the lesson data.</source>
        <translation>Die Datenbank {path} ist beschädigt ({reason}). Sie liegt jetzt unter {kept}; es wurde mit den Lektionsdaten neu begonnen.</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>die Datei ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the folder {folder} is read-only</source>
        <translation>der Ordner {folder} ist schreibgeschützt</translation>
    </message>
    <message>
        <source>cannot be written: {error}</source>
        <translation>nicht beschreibbar: {error}</translation>
    </message>
    <message>
        <source>The database {path} is locked just now (another program is writing to it); waiting up to {seconds} s …</source>
        <translation>Die Datenbank {path} ist gerade gesperrt (ein anderes Programm schreibt hinein); es wird bis zu {seconds} s gewartet …</translation>
    </message>
    <message>
        <source>The database {path} is locked: another program has held it for over {seconds} s. It stays unchanged; open it again later.</source>
        <translation>Die Datenbank {path} ist gesperrt: Ein anderes Programm hält sie seit über {seconds} s. Sie bleibt unverändert; öffnen Sie sie später noch einmal.</translation>
    </message>
    <message>
        <source>no orders table of the expected form</source>
        <translation>keine Tabelle orders der erwarteten Form</translation>
    </message>
    <message>
        <source>SQLite&apos;s quick_check finds errors</source>
        <translation>die Prüfung quick_check von SQLite findet Fehler</translation>
    </message>
    <message>
        <source>SQLite: {error}</source>
        <translation>SQLite: {error}</translation>
    </message>
    <message>
        <source>row {row}: {error}</source>
        <translation>Zeile {row}: {error}</translation>
    </message>
    <message>
        <source>row {row} is not in the stored form</source>
        <translation>Zeile {row} ist nicht in der gespeicherten Form</translation>
    </message>
    <message>
        <source>the rows cannot be brought into one form: {error}</source>
        <translation>die Zeilen lassen sich nicht vereinheitlichen: {error}</translation>
    </message>
    <message>
        <source>{path} is read-only ({why}) and not a usable orders database ({reason}); the file stays unchanged.</source>
        <translation>{path} ist schreibgeschützt ({why}) und keine brauchbare Bestelldatenbank ({reason}); die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <source>Read only: {why}. Changes are off.</source>
        <translation>Schreibgeschützt: {why}. Änderungen sind deaktiviert.</translation>
    </message>
    <message>
        <source>The database {path} is opened for reading only ({why}): changes are off.</source>
        <translation>Die Datenbank {path} ist nur zum Lesen geöffnet ({why}): Änderungen sind deaktiviert.</translation>
    </message>
    <message>
        <source>{path} was just created by another program; the file stays unchanged.</source>
        <translation>{path} ist eben von einem anderen Programm angelegt worden; die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <source>Database locked: another program holds it just now; please try again in a moment</source>
        <translation>Datenbank gesperrt: Ein anderes Programm hält sie gerade; bitte gleich noch einmal versuchen</translation>
    </message>
    <message>
        <source>Database locked: another program is writing to it; nothing changed, please try again in a moment</source>
        <translation>Datenbank gesperrt: Ein anderes Programm schreibt gerade hinein; nichts geändert, bitte gleich noch einmal versuchen</translation>
    </message>
    <message>
        <source>Database not reachable: {error}</source>
        <translation>Datenbank nicht erreichbar: {error}</translation>
    </message>
    <message>
        <source>Database not writable: {error}</source>
        <translation>Datenbank nicht beschreibbar: {error}</translation>
    </message>
</context>
<context>
    <name>Switches</name>
    <message>
        <source>parallel tool calls off</source>
        <translation>parallele Tool-Aufrufe aus</translation>
    </message>
    <message>
        <source>strict: {tools}</source>
        <translation>strikt: {tools}</translation>
    </message>
    <message>
        <source>auto: the model decides</source>
        <translation>auto: das Modell entscheidet</translation>
    </message>
    <message>
        <source>any: it must call some tool</source>
        <translation>any: es muss irgendein Tool aufrufen</translation>
    </message>
    <message>
        <source>none: it may call no tool</source>
        <translation>none: es darf kein Tool aufrufen</translation>
    </message>
    <message>
        <source>Tool choice</source>
        <translation>Tool-Wahl</translation>
    </message>
    <message>
        <source>{tool}: call it first</source>
        <translation>{tool}: zuerst aufrufen</translation>
    </message>
    <message>
        <source>Parallel tool calls</source>
        <translation>Parallele Tool-Aufrufe</translation>
    </message>
    <message>
        <source>Off: at most one tool call per reply</source>
        <translation>Aus: höchstens ein Tool-Aufruf pro Antwort</translation>
    </message>
    <message>
        <source>Strict</source>
        <translation>Strikt</translation>
    </message>
    <message>
        <source>A strict tool&apos;s input always fits its schema; its values are still checked</source>
        <translation>Die Eingabe eines strikten Tools passt immer zu seinem Schema; ihre Werte werden trotzdem geprüft</translation>
    </message>
    <message>
        <source>Calls *</source>
        <translation>Aufrufe *</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Aufrufe</translation>
    </message>
    <message>
        <source>What the model may call: {said}</source>
        <translation>Was das Modell aufrufen darf: {said}</translation>
    </message>
    <message>
        <source>tool_choice auto, parallel tool calls on, none strict</source>
        <translation>tool_choice auto, parallele Tool-Aufrufe an, keins strikt</translation>
    </message>
</context>
<context>
    <name>ToolEditing</name>
    <message>
        <source>Edit tools…</source>
        <translation>Tools bearbeiten…</translation>
    </message>
    <message>
        <source>Add, change or delete the lesson&apos;s tools: a name, a description, input fields and one SQL query</source>
        <translation>Tools der Lektion hinzufügen, ändern oder löschen: ein Name, eine Beschreibung, Eingabefelder und eine SQL-Abfrage</translation>
    </message>
</context>
<context>
    <name>ToolEditor</name>
    <message>
        <source>Tools of the lesson</source>
        <translation>Tools der Lektion</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Try it…</source>
        <translation>Ausprobieren…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>The lesson&apos;s fake model calls this tool: it stays.</source>
        <translation>Das Fake-Modell der Lektion ruft dieses Tool auf: Es bleibt.</translation>
    </message>
    <message>
        <source>Call this tool by hand, with input you type and no model</source>
        <translation>Dieses Tool von Hand aufrufen, mit selbst getippter Eingabe und ohne Modell</translation>
    </message>
    <message>
        <source>Save first: by hand, the tool runs as the window has it</source>
        <translation>Erst speichern: von Hand läuft das Tool so, wie das Fenster es hat</translation>
    </message>
    <message>
        <source>✗ Problems in: {tools}</source>
        <translation>✗ Probleme in: {tools}</translation>
    </message>
    <message>
        <source>No problems.</source>
        <translation>Keine Probleme.</translation>
    </message>
    <message>
        <source>Save offers the tools from the next model call on.</source>
        <translation>Speichern bietet die Tools ab dem nächsten Modellaufruf an.</translation>
    </message>
    <message>
        <source>✗ Not saved:</source>
        <translation>✗ Nicht gespeichert:</translation>
    </message>
    <message>
        <source>Saved as your own copy of the lesson: offered from the next model call on.</source>
        <translation>Als Ihre eigene Kopie der Lektion gespeichert: angeboten ab dem nächsten Modellaufruf.</translation>
    </message>
</context>
<context>
    <name>ToolForm</name>
    <message>
        <source>reading (only reads; runs together with other reads)</source>
        <translation>lesend (liest nur; läuft zusammen mit anderen Lesezugriffen)</translation>
    </message>
    <message>
        <source>acting (writes; a human approves each call)</source>
        <translation>schreibend (schreibt; ein Mensch gibt jeden Aufruf frei)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>SQL query</source>
        <translation>SQL-Abfrage</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
    <message>
        <source>Before the write</source>
        <translation>Vor dem Schreiben</translation>
    </message>
    <message>
        <source>strict (the provider keeps the input to the schema&apos;s shape)</source>
        <translation>strict (der Anbieter hält die Eingabe in der Form des Schemas)</translation>
    </message>
    <message>
        <source>Add field</source>
        <translation>Feld hinzufügen</translation>
    </message>
    <message>
        <source>Remove field</source>
        <translation>Feld entfernen</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Raw JSON Schema</source>
        <translation>Rohes JSON Schema</translation>
    </message>
    <message>
        <source>e.g. {order_id} — {status}</source>
        <translation>z. B. {order_id} — {status}</translation>
    </message>
    <message>
        <source>One SQL statement over the lesson&apos;s tables. Input fields are :name, the signed-in customer is :customer (never from the model). SQLite itself refuses a write from a reading tool.</source>
        <translation>Eine SQL-Anweisung über die Tabellen der Lektion. Eingabefelder heißen :name, der angemeldete Kunde :customer (nie vom Modell). SQLite selbst verweigert einem lesenden Tool das Schreiben.</translation>
    </message>
    <message>
        <source>Each row read, written with its columns and the input fields: {column}, {column:date}</source>
        <translation>Jede gelesene Zeile, geschrieben mit ihren Spalten und den Eingabefeldern: {column}, {column:date}</translation>
    </message>
    <message>
        <source>This schema says more than the table shows (e.g. an enum or a pattern): edit it as raw JSON Schema.</source>
        <translation>Dieses Schema sagt mehr, als die Tabelle zeigt (z. B. ein enum oder ein pattern): Bearbeiten Sie es als rohes JSON Schema.</translation>
    </message>
</context>
<context>
    <name>ToolProblems</name>
    <message>
        <source>1 to 64 letters a–z, A–Z, digits, _ or - (the names all three providers accept)</source>
        <translation>1 bis 64 Buchstaben a–z, A–Z, Ziffern, _ oder - (die Namen, die alle drei Anbieter annehmen)</translation>
    </message>
    <message>
        <source>another tool of this lesson is called {name}</source>
        <translation>ein anderes Tool dieser Lektion heißt {name}</translation>
    </message>
    <message>
        <source>the lesson&apos;s fake model calls {name}: keep that name</source>
        <translation>das Fake-Modell der Lektion ruft {name} auf: Behalten Sie den Namen</translation>
    </message>
    <message>
        <source>may not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>reading or acting</source>
        <translation>lesend oder schreibend</translation>
    </message>
    <message>
        <source>not a valid JSON Schema at {where}: {message}</source>
        <translation>kein gültiges JSON Schema bei {where}: {message}</translation>
    </message>
    <message>
        <source>a tool&apos;s input is an object: &quot;type&quot;: &quot;object&quot;</source>
        <translation>die Eingabe eines Tools ist ein Objekt: &quot;type&quot;: &quot;object&quot;</translation>
    </message>
    <message>
        <source>field {field}: lower-case letters, digits and _, starting with a letter</source>
        <translation>Feld {field}: Kleinbuchstaben, Ziffern und _, beginnt mit einem Buchstaben</translation>
    </message>
    <message>
        <source>field {field}: the customer comes from the session, never from the model</source>
        <translation>Feld {field}: der Kunde kommt aus der Sitzung, nie vom Modell</translation>
    </message>
    <message>
        <source>field {field}: its type is one of {types}</source>
        <translation>Feld {field}: sein Typ ist einer von {types}</translation>
    </message>
    <message>
        <source>{field} is required but is not a field</source>
        <translation>{field} ist als Pflichtfeld angegeben, ist aber kein Feld</translation>
    </message>
    <message>
        <source>the lesson checks a field {field} that is gone</source>
        <translation>die Lektion prüft ein Feld {field}, das es nicht mehr gibt</translation>
    </message>
    <message>
        <source>field {field}: the longest length is a whole number from 1, or empty</source>
        <translation>Feld {field}: Die Höchstlänge ist eine ganze Zahl ab 1 oder leer</translation>
    </message>
    <message>
        <source>:{param} is not an input field (there are :customer and the fields: {fields})</source>
        <translation>:{param} ist kein Eingabefeld (es gibt :customer und die Felder: {fields})</translation>
    </message>
    <message>
        <source>SQLite refused {what}: a reading tool may not write</source>
        <translation>SQLite hat {what} verweigert: ein lesendes Tool darf nicht schreiben</translation>
    </message>
    <message>
        <source>SQLite refused the table {what}: it is not one of the lesson&apos;s tables</source>
        <translation>SQLite hat die Tabelle {what} verweigert: sie gehört nicht zur Lektion</translation>
    </message>
    <message>
        <source>SQLite refused {what}: a tool runs one query over the lesson&apos;s tables</source>
        <translation>SQLite hat {what} verweigert: ein Tool führt eine Abfrage über die Tabellen der Lektion aus</translation>
    </message>
    <message>
        <source>SQLite cannot run it: {message}</source>
        <translation>SQLite kann sie nicht ausführen: {message}</translation>
    </message>
    <message>
        <source>a reading tool reads only the signed-in customer&apos;s rows: use :customer</source>
        <translation>ein lesendes Tool liest nur die Zeilen des angemeldeten Kunden: Verwenden Sie :customer</translation>
    </message>
    <message>
        <source>not a template: {message}</source>
        <translation>keine Vorlage: {message}</translation>
    </message>
    <message>
        <source>{{{name}}} is not a name</source>
        <translation>{{{name}}} ist kein Name</translation>
    </message>
    <message>
        <source>unknown format {{{name}:{spec}}} (there is {{{name}:date}})</source>
        <translation>unbekanntes Format {{{name}:{spec}}} (es gibt {{{name}:date}})</translation>
    </message>
    <message>
        <source>{{{name}}} has no value here; there are: {allowed}</source>
        <translation>{{{name}}} hat hier keinen Wert; es gibt: {allowed}</translation>
    </message>
    <message>
        <source>only an acting tool checks before it writes</source>
        <translation>nur ein schreibendes Tool prüft vor dem Schreiben</translation>
    </message>
    <message>
        <source>refusals need a check query</source>
        <translation>Ablehnungen brauchen eine Prüfabfrage</translation>
    </message>
    <message>
        <source>name at least one value of the column (several: a | b)</source>
        <translation>nennen Sie mindestens einen Wert der Spalte (mehrere: a | b)</translation>
    </message>
    <message>
        <source>the check query gives no column {column}</source>
        <translation>die Prüfabfrage liefert keine Spalte {column}</translation>
    </message>
    <message>
        <source>{message}</source>
        <translation>{message}</translation>
    </message>
    <message>
        <source>not JSON: {message} (line {line}, column {column})</source>
        <translation>kein JSON: {message} (Zeile {line}, Spalte {column})</translation>
    </message>
</context>
<context>
    <name>ToolsMenu</name>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Tools</translation>
    </message>
    <message>
        <source>Call a tool by hand…</source>
        <translation>Tool von Hand aufrufen…</translation>
    </message>
    <message>
        <source>Run one tool with input you type, no model</source>
        <translation>Ein Tool mit selbst getippter Eingabe ausführen, ohne Modell</translation>
    </message>
</context>
<context>
    <name>Tour</name>
    <message>
        <source>{n} of {total}</source>
        <translation>{n} von {total}</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
</context>
<context>
    <name>TourBubble</name>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Skip the tour</source>
        <translation>Rundgang überspringen</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>{n} s</source>
        <translation>{n} s</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Actual size (100 %)</source>
        <translation>Originalgröße (100 %)</translation>
    </message>
    <message>
        <source>Presentation mode</source>
        <translation>Präsentationsmodus</translation>
    </message>
</context>
</TS>
