<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>AnswerMarks</name>
        <message>
            <source>This answer repeats text from an untrusted tool result (a prompt injection): do not trust it.</source>
            <translation>This answer repeats text from an untrusted tool result (a prompt injection): do not trust it.</translation>
        </message>
        <message>
            <source>Not from the data: the model answered without looking anything up.</source>
            <translation>Not from the data: the model answered without looking anything up.</translation>
        </message>
        <message>
            <source>Not from the data: no tool result said what this answer states.</source>
            <translation>Not from the data: no tool result said what this answer states.</translation>
        </message>
        <message>
            <source>The data has no order {order} for customer {customer}.</source>
            <translation>The data has no order {order} for customer {customer}.</translation>
        </message>
    </context>
    <context>
        <name>ApprovalCard</name>
        <message>
            <source>{tool} wants to act — approval needed</source>
            <translation>{tool} wants to act — approval needed</translation>
        </message>
        <message>
            <source>{id} {call}  ·  call {n}</source>
            <translation>{id} {call}  ·  call {n}</translation>
        </message>
        <message>
            <source>The input the model asked for; Edit input lets you change it before approving</source>
            <translation>The input the model asked for; Edit input lets you change it before approving</translation>
        </message>
        <message>
            <source>Reason for a rejection (goes to the model)</source>
            <translation>Reason for a rejection (goes to the model)</translation>
        </message>
        <message>
            <source>Approve</source>
            <translation>Approve</translation>
        </message>
        <message>
            <source>Run the call with this input</source>
            <translation>Run the call with this input</translation>
        </message>
        <message>
            <source>Edit input…</source>
            <translation>Edit input…</translation>
        </message>
        <message>
            <source>Change the input, then approve it</source>
            <translation>Change the input, then approve it</translation>
        </message>
        <message>
            <source>Reject</source>
            <translation>Reject</translation>
        </message>
        <message>
            <source>Do not run it; the reason goes back to the model</source>
            <translation>Do not run it; the reason goes back to the model</translation>
        </message>
        <message>
            <source>Stop the run</source>
            <translation>Stop the run</translation>
        </message>
        <message>
            <source>Do not run it and end the run (hand-off)</source>
            <translation>Do not run it and end the run (hand-off)</translation>
        </message>
        <message>
            <source>Approve edited input</source>
            <translation>Approve edited input</translation>
        </message>
        <message>
            <source>Not valid JSON (line {line}: {msg})</source>
            <translation>Not valid JSON (line {line}: {msg})</translation>
        </message>
        <message>
            <source>The input must be a JSON object, e.g. {example}</source>
            <translation>The input must be a JSON object, e.g. {example}</translation>
        </message>
        <message>
            <source>Waits for your decision without a time limit.</source>
            <translation>Waits for your decision without a time limit.</translation>
        </message>
        <message>
            <source>Without a decision the call is rejected in {time}.</source>
            <translation>Without a decision the call is rejected in {time}.</translation>
        </message>
    </context>
    <context>
        <name>BatchDetails</name>
        <message>
            <source>Double-click the row to open this case's run in the main window.</source>
            <translation>Double-click the row to open this case's run in the main window.</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>pass</translation>
        </message>
        <message>
            <source>FAIL</source>
            <translation>FAIL</translation>
        </message>
        <message>
            <source>setup: {setup}</source>
            <translation>setup: {setup}</translation>
        </message>
        <message>
            <source>orders: {data} · ended: {reason} · calls {calls} · tokens {tokens} · hand-offs {handoffs} · failures {failures}</source>
            <translation>orders: {data} · ended: {reason} · calls {calls} · tokens {tokens} · hand-offs {handoffs} · failures {failures}</translation>
        </message>
        <message>
            <source>not recorded</source>
            <translation>not recorded</translation>
        </message>
        <message>
            <source>problems:</source>
            <translation>problems:</translation>
        </message>
        <message>
            <source>approvals:</source>
            <translation>approvals:</translation>
        </message>
        <message>
            <source>answer:</source>
            <translation>answer:</translation>
        </message>
    </context>
    <context>
        <name>BatchResults</name>
        <message>
            <source>Question</source>
            <translation>Question</translation>
        </message>
        <message>
            <source>Setup</source>
            <translation>Setup</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Result</translation>
        </message>
        <message>
            <source>Calls</source>
            <translation>Calls</translation>
        </message>
        <message>
            <source>Tokens</source>
            <translation>Tokens</translation>
        </message>
        <message>
            <source>Hand-offs</source>
            <translation>Hand-offs</translation>
        </message>
        <message>
            <source>Failures</source>
            <translation>Failures</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>Problems</translation>
        </message>
    </context>
    <context>
        <name>BatchView</name>
        <message>
            <source>Batch runs need the lesson's fake, a scripted model or a real provider; the window uses {name}.</source>
            <translation>Batch runs need the lesson's fake, a scripted model or a real provider; the window uses {name}.</translation>
        </message>
        <message>
            <source>The orders the questions run against: the lesson's data (what the lesson's test set expects), or the orders as edited in the main window</source>
            <translation>The orders the questions run against: the lesson's data (what the lesson's test set expects), or the orders as edited in the main window</translation>
        </message>
        <message>
            <source>lesson data</source>
            <translation>lesson data</translation>
        </message>
        <message>
            <source>current orders</source>
            <translation>current orders</translation>
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <source>tools: {tools}</source>
            <translation>tools: {tools}</translation>
        </message>
        <message>
            <source>default tool calls</source>
            <translation>default tool calls</translation>
        </message>
        <message>
            <source>fault: {fault}</source>
            <translation>fault: {fault}</translation>
        </message>
        <message>
            <source>approval: {policy}</source>
            <translation>approval: {policy}</translation>
        </message>
        <message>
            <source>no test set</source>
            <translation>no test set</translation>
        </message>
        <message>
            <source>Open test set…</source>
            <translation>Open test set…</translation>
        </message>
        <message>
            <source>parallel </source>
            <translation>parallel </translation>
        </message>
        <message>
            <source>Questions run at the same time (useful for real providers)</source>
            <translation>Questions run at the same time (useful for real providers)</translation>
        </message>
        <message>
            <source>Run</source>
            <translation>Run</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Export CSV…</translation>
        </message>
        <message>
            <source>Export JSON…</source>
            <translation>Export JSON…</translation>
        </message>
        <message>
            <source>Select a case to read it in full below; double-click it to open its run</source>
            <translation>Select a case to read it in full below; double-click it to open its run</translation>
        </message>
        <message>
            <source>Select a case to read its problems and answer in full.</source>
            <translation>Select a case to read its problems and answer in full.</translation>
        </message>
        <message>
            <source>orders</source>
            <translation>orders</translation>
        </message>
        <message>
            <source>This lesson has no test set: open one.</source>
            <translation>This lesson has no test set: open one.</translation>
        </message>
        <message numerus="yes">
            <source>{name}: %n question(s)</source>
            <translation>
                <numerusform>{name}: %n question</numerusform>
                <numerusform>{name}: %n questions</numerusform>
            </translation>
        </message>
        <message>
            <source>Open test set</source>
            <translation>Open test set</translation>
        </message>
        <message>
            <source>not started: {why}</source>
            <translation>not started: {why}</translation>
        </message>
        <message>
            <source>running…</source>
            <translation>running…</translation>
        </message>
        <message>
            <source> (cancelled after {done} of {total})</source>
            <translation> (cancelled after {done} of {total})</translation>
        </message>
        <message>
            <source>{passed} of {n} passed{note} · ran against {data}</source>
            <translation>{passed} of {n} passed{note} · ran against {data}</translation>
        </message>
        <message>
            <source>exported {name}</source>
            <translation>exported {name}</translation>
        </message>
        <message>
            <source>Export {format}</source>
            <translation>Export {format}</translation>
        </message>
        <message>
            <source>batch failed: {error}</source>
            <translation>batch failed: {error}</translation>
        </message>
    </context>
    <context>
        <name>BeforeWrite</name>
        <message>
            <source>column</source>
            <translation>column</translation>
        </message>
        <message>
            <source>values</source>
            <translation>values</translation>
        </message>
        <message>
            <source>text</source>
            <translation>text</translation>
        </message>
        <message>
            <source>One or more values of the column, separated by |</source>
            <translation>One or more values of the column, separated by |</translation>
        </message>
        <message>
            <source>Before writing, this query reads the row (no row: the not-found text). A refusal below ends the call with its text, and nothing is written.</source>
            <translation>Before writing, this query reads the row (no row: the not-found text). A refusal below ends the call with its text, and nothing is written.</translation>
        </message>
        <message>
            <source>Add refusal</source>
            <translation>Add refusal</translation>
        </message>
        <message>
            <source>Remove refusal</source>
            <translation>Remove refusal</translation>
        </message>
        <message>
            <source>A reading query with the same input fields and :customer; its columns can be named in the refusals and their texts.</source>
            <translation>A reading query with the same input fields and :customer; its columns can be named in the refusals and their texts.</translation>
        </message>
        <message>
            <source>✗ row {number}, {column}: </source>
            <translation>✗ row {number}, {column}: </translation>
        </message>
    </context>
    <context>
        <name>Bench</name>
        <message>
            <source>Fault panel…</source>
            <translation>Fault panel…</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;File</translation>
        </message>
        <message>
            <source>Save run…</source>
            <translation>Save run…</translation>
        </message>
        <message>
            <source>Open run…</source>
            <translation>Open run…</translation>
        </message>
        <message>
            <source>Run again</source>
            <translation>Run again</translation>
        </message>
        <message>
            <source>Export Markdown…</source>
            <translation>Export Markdown…</translation>
        </message>
        <message>
            <source>Batch run…</source>
            <translation>Batch run…</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Quit</translation>
        </message>
        <message>
            <source>Batch run over a test set</source>
            <translation>Batch run over a test set</translation>
        </message>
    </context>
    <context>
        <name>BlockEditor</name>
        <message>
            <source>input is not JSON: {error}</source>
            <translation>input is not JSON: {error}</translation>
        </message>
        <message>
            <source>input must be a JSON object ({…})</source>
            <translation>input must be a JSON object ({…})</translation>
        </message>
    </context>
    <context>
        <name>BranchList</name>
        <message>
            <source>branch</source>
            <translation>branch</translation>
        </message>
        <message>
            <source>forked at</source>
            <translation>forked at</translation>
        </message>
        <message>
            <source>edit</source>
            <translation>edit</translation>
        </message>
        <message>
            <source>ended</source>
            <translation>ended</translation>
        </message>
        <message>
            <source>calls</source>
            <translation>calls</translation>
        </message>
        <message>
            <source>tokens in/out</source>
            <translation>tokens in/out</translation>
        </message>
        <message>
            <source>(sent anyway)</source>
            <translation>(sent anyway)</translation>
        </message>
        <message>
            <source>Right-click a block in Messages: edit it and continue, or continue from there. Tick two branches to compare them.</source>
            <translation>Right-click a block in Messages: edit it and continue, or continue from there. Tick two branches to compare them.</translation>
        </message>
        <message>
            <source>Show</source>
            <translation>Show</translation>
        </message>
        <message>
            <source>Compare ticked</source>
            <translation>Compare ticked</translation>
        </message>
        <message>
            <source>Tick exactly two branches to compare them ({n} ticked).</source>
            <translation>Tick exactly two branches to compare them ({n} ticked).</translation>
        </message>
        <message>
            <source>original</source>
            <translation>original</translation>
        </message>
        <message>
            <source>branch {n}</source>
            <translation>branch {n}</translation>
        </message>
        <message>
            <source>#{n} unchanged</source>
            <translation>#{n} unchanged</translation>
        </message>
        <message>
            <source>run again (orders now)</source>
            <translation>run again (orders now)</translation>
        </message>
        <message>
            <source>not run yet</source>
            <translation>not run yet</translation>
        </message>
    </context>
    <context>
        <name>Branching</name>
        <message>
            <source>Branches</source>
            <translation>Branches</translation>
        </message>
        <message>
            <source>Branch once the running question is finished.</source>
            <translation>Branch once the running question is finished.</translation>
        </message>
        <message>
            <source>Not sent: {dialect} would refuse it:</source>
            <translation>Not sent: {dialect} would refuse it:</translation>
        </message>
        <message>
            <source>(continue {branch})</source>
            <translation>(continue {branch})</translation>
        </message>
        <message>
            <source>Protocol check</source>
            <translation>Protocol check</translation>
        </message>
        <message>
            <source>{dialect} would refuse this history:</source>
            <translation>{dialect} would refuse this history:</translation>
        </message>
        <message>
            <source>Send anyway</source>
            <translation>Send anyway</translation>
        </message>
        <message>
            <source>{branch}, forked from {parent}: {edit}</source>
            <translation>{branch}, forked from {parent}: {edit}</translation>
        </message>
    </context>
    <context>
        <name>CallByHand</name>
        <message>
            <source>Call a tool by hand</source>
            <translation>Call a tool by hand</translation>
        </message>
        <message>
            <source>Acts: changes data. Runs only after you confirm below; Undo reverts it.</source>
            <translation>Acts: changes data. Runs only after you confirm below; Undo reverts it.</translation>
        </message>
        <message>
            <source>Cancelled: the tool's result was not waited for</source>
            <translation>Cancelled: the tool's result was not waited for</translation>
        </message>
        <message>
            <source>✗ The call failed: {error}</source>
            <translation>✗ The call failed: {error}</translation>
        </message>
        <message>
            <source>I confirm this call</source>
            <translation>I confirm this call</translation>
        </message>
        <message>
            <source>Run</source>
            <translation>Run</translation>
        </message>
        <message>
            <source>Runs the tool as the loop would, for the signed-in customer; no model is asked</source>
            <translation>Runs the tool as the loop would, for the signed-in customer; no model is asked</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Stop waiting for the tool (an acting tool may already have written)</source>
            <translation>Stop waiting for the tool (an acting tool may already have written)</translation>
        </message>
        <message>
            <source>Input sent (JSON):</source>
            <translation>Input sent (JSON):</translation>
        </message>
        <message>
            <source>For the signed-in customer {customer} (toolbar)</source>
            <translation>For the signed-in customer {customer} (toolbar)</translation>
        </message>
        <message>
            <source>Reads: changes nothing</source>
            <translation>Reads: changes nothing</translation>
        </message>
        <message>
            <source>Running {tool}…</source>
            <translation>Running {tool}…</translation>
        </message>
        <message>
            <source>No order rows read or changed</source>
            <translation>No order rows read or changed</translation>
        </message>
        <message>
            <source>Rows changed (highlighted in the orders table): {rows}</source>
            <translation>Rows changed (highlighted in the orders table): {rows}</translation>
        </message>
        <message>
            <source>Rows read (highlighted in the orders table): {rows}</source>
            <translation>Rows read (highlighted in the orders table): {rows}</translation>
        </message>
    </context>
    <context>
        <name>CallsModel</name>
        <message>
            <source>run</source>
            <translation>run</translation>
        </message>
        <message>
            <source>call</source>
            <translation>call</translation>
        </message>
        <message>
            <source>in</source>
            <translation>in</translation>
        </message>
        <message>
            <source>out</source>
            <translation>out</translation>
        </message>
        <message>
            <source>s</source>
            <translation>s</translation>
        </message>
        <message>
            <source>(not available)</source>
            <translation>(not available)</translation>
        </message>
    </context>
    <context>
        <name>CallsPane</name>
        <message>
            <source>Select a model call to see its raw JSON.</source>
            <translation>Select a model call to see its raw JSON.</translation>
        </message>
        <message>
            <source>Copy request</source>
            <translation>Copy request</translation>
        </message>
        <message>
            <source>Copy response</source>
            <translation>Copy response</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copy</translation>
        </message>
        <message>
            <source>run {run} · call {call} · {stop}</source>
            <translation>run {run} · call {call} · {stop}</translation>
        </message>
        <message>
            <source>next request (paused before call {n})</source>
            <translation>next request (paused before call {n})</translation>
        </message>
        <message>
            <source>rejected after {time} without a decision</source>
            <translation>rejected after {time} without a decision</translation>
        </message>
        <message>
            <source>no time limit</source>
            <translation>no time limit</translation>
        </message>
        <message>
            <source>awaiting approval (call {n}): {tool} · {wait}</source>
            <translation>awaiting approval (call {n}): {tool} · {wait}</translation>
        </message>
        <message numerus="yes">
            <source>%n earlier message(s) not shown here: Copy request copies the whole request</source>
            <translation>
                <numerusform>%n earlier message not shown here: Copy request copies the whole request</numerusform>
                <numerusform>%n earlier messages not shown here: Copy request copies the whole request</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ChatView</name>
        <message>
            <source>Assistant ⋯ (streaming)</source>
            <translation>Assistant ⋯ (streaming)</translation>
        </message>
        <message>
            <source>Assistant</source>
            <translation>Assistant</translation>
        </message>
        <message>
            <source>Assistant (before the tool calls)</source>
            <translation>Assistant (before the tool calls)</translation>
        </message>
        <message>
            <source>✗ Answer broke off — discarded</source>
            <translation>✗ Answer broke off — discarded</translation>
        </message>
        <message>
            <source>Assistant (stop_reason: {stop})</source>
            <translation>Assistant (stop_reason: {stop})</translation>
        </message>
        <message>
            <source>Ask a question as the customer …</source>
            <translation>Ask a question as the customer …</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>Send</translation>
        </message>
        <message>
            <source>Send the question (Ctrl+Return)</source>
            <translation>Send the question (Ctrl+Return)</translation>
        </message>
        <message>
            <source>Try:</source>
            <translation>Try:</translation>
        </message>
        <message>
            <source>Customer {id}</source>
            <translation>Customer {id}</translation>
        </message>
        <message>
            <source>{what}  (F10: next step)</source>
            <translation>{what}  (F10: next step)</translation>
        </message>
        <message>
            <source>{id} {call} waits for approval</source>
            <translation>{id} {call} waits for approval</translation>
        </message>
        <message>
            <source>ran together: {ids}</source>
            <translation>ran together: {ids}</translation>
        </message>
        <message>
            <source>The model call failed: {why}</source>
            <translation>The model call failed: {why}</translation>
        </message>
        <message>
            <source>The model call failed:</source>
            <translation>The model call failed:</translation>
        </message>
        <message>
            <source>Handed off to a human</source>
            <translation>Handed off to a human</translation>
        </message>
    </context>
    <context>
        <name>Classroom</name>
        <message>
            <source>Lesson mode: each question starts a new conversation, as the lesson prints it</source>
            <translation>Lesson mode: each question starts a new conversation, as the lesson prints it</translation>
        </message>
        <message>
            <source>Ask the class</source>
            <translation>Ask the class</translation>
        </message>
        <message>
            <source>In step mode: before each step the class predicts what comes next</source>
            <translation>In step mode: before each step the class predicts what comes next</translation>
        </message>
        <message>
            <source>Chat</source>
            <translation>Chat</translation>
        </message>
        <message>
            <source>Inspector</source>
            <translation>Inspector</translation>
        </message>
        <message>
            <source>Model calls</source>
            <translation>Model calls</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>Orders</translation>
        </message>
        <message>
            <source>Explain</source>
            <translation>Explain</translation>
        </message>
        <message>
            <source>Toolbar</source>
            <translation>Toolbar</translation>
        </message>
        <message>
            <source>Run controls</source>
            <translation>Run controls</translation>
        </message>
        <message>
            <source>Limits</source>
            <translation>Limits</translation>
        </message>
        <message>
            <source>Status bar</source>
            <translation>Status bar</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <source>Glossary</source>
            <translation>Glossary</translation>
        </message>
        <message>
            <source>Tour</source>
            <translation>Tour</translation>
        </message>
        <message>
            <source>The chat: the customer's questions, the assistant's answers, and between them every step of the loop.</source>
            <translation>The chat: the customer's questions, the assistant's answers, and between them every step of the loop.</translation>
        </message>
        <message>
            <source>The inspector: the messages exactly as the next model call sends them, and each call's raw request and response.</source>
            <translation>The inspector: the messages exactly as the next model call sends them, and each call's raw request and response.</translation>
        </message>
        <message>
            <source>The orders: the database the tools read. Edit a cell and ask again: the answer follows the data.</source>
            <translation>The orders: the database the tools read. Edit a cell and ask again: the answer follows the data.</translation>
        </message>
        <message>
            <source>Your first question: click an example. Switch on Step mode to go one step at a time; the Explain pane says what happens.</source>
            <translation>Your first question: click an example. Switch on Step mode to go one step at a time; the Explain pane says what happens.</translation>
        </message>
        <message>
            <source>Ask the class first: pick what comes next.</source>
            <translation>Ask the class first: pick what comes next.</translation>
        </message>
        <message>
            <source>lesson mode</source>
            <translation>lesson mode</translation>
        </message>
        <message>
            <source>Each question starts a new conversation, as the lesson prints it</source>
            <translation>Each question starts a new conversation, as the lesson prints it</translation>
        </message>
        <message>
            <source>conversation mode</source>
            <translation>conversation mode</translation>
        </message>
        <message>
            <source>Each question continues the conversation, so it re-sends the earlier ones (View → Lesson mode changes this)</source>
            <translation>Each question continues the conversation, so it re-sends the earlier ones (View → Lesson mode changes this)</translation>
        </message>
    </context>
    <context>
        <name>CompareDialog</name>
        <message>
            <source>same</source>
            <translation>same</translation>
        </message>
        <message>
            <source>changed</source>
            <translation>changed</translation>
        </message>
        <message>
            <source>only left</source>
            <translation>only left</translation>
        </message>
        <message>
            <source>only right</source>
            <translation>only right</translation>
        </message>
        <message>
            <source>{stop_reason} · {input} in / {output} out</source>
            <translation>{stop_reason} · {input} in / {output} out</translation>
        </message>
        <message>
            <source>orders: not recorded</source>
            <translation>orders: not recorded</translation>
        </message>
        <message>
            <source>orders: {n} as when {branch} ran</source>
            <translation>orders: {n} as when {branch} ran</translation>
        </message>
        <message>
            <source>orders differ in {ids}</source>
            <translation>orders differ in {ids}</translation>
        </message>
        <message>
            <source>the same orders on both sides</source>
            <translation>the same orders on both sides</translation>
        </message>
        <message>
            <source>as asked</source>
            <translation>as asked</translation>
        </message>
        <message>
            <source>aligned at the fork (message #{n})</source>
            <translation>aligned at the fork (message #{n})</translation>
        </message>
        <message>
            <source>message</source>
            <translation>message</translation>
        </message>
        <message>
            <source>call</source>
            <translation>call</translation>
        </message>
        <message>
            <source>call {n}</source>
            <translation>call {n}</translation>
        </message>
        <message>
            <source>final answer</source>
            <translation>final answer</translation>
        </message>
        <message>
            <source>calls (each branch's own)</source>
            <translation>calls (each branch's own)</translation>
        </message>
        <message>
            <source>answers</source>
            <translation>answers</translation>
        </message>
        <message>
            <source>Compare branches</source>
            <translation>Compare branches</translation>
        </message>
    </context>
    <context>
        <name>ConnectionTest</name>
        <message>
            <source>aborted</source>
            <translation>aborted</translation>
        </message>
        <message>
            <source>unexpected error: {error}</source>
            <translation>unexpected error: {error}</translation>
        </message>
        <message>
            <source>Connected: {model} answered in {time}: “{words}”</source>
            <translation>Connected: {model} answered in {time}: “{words}”</translation>
        </message>
    </context>
    <context>
        <name>ContextChart</name>
        <message>
            <source>Every call sends the whole history again, so each call costs more.</source>
            <translation>Every call sends the whole history again, so each call costs more.</translation>
        </message>
        <message>
            <source>tokens</source>
            <translation>tokens</translation>
        </message>
        <message>
            <source>question · call</source>
            <translation>question · call</translation>
        </message>
        <message>
            <source>system + tool definitions</source>
            <translation>system + tool definitions</translation>
        </message>
        <message>
            <source>history</source>
            <translation>history</translation>
        </message>
        <message>
            <source>output</source>
            <translation>output</translation>
        </message>
        <message>
            <source>run total (input)</source>
            <translation>run total (input)</translation>
        </message>
        <message>
            <source>token budget</source>
            <translation>token budget</translation>
        </message>
        <message>
            <source>token budget {0}</source>
            <translation>token budget {0}</translation>
        </message>
        <message>
            <source>question {0} · call {1}: {2} input tokens ({3} system + tool definitions, {4} history), {5} output; this question so far: {6}</source>
            <translation>question {0} · call {1}: {2} input tokens ({3} system + tool definitions, {4} history), {5} output; this question so far: {6}</translation>
        </message>
    </context>
    <context>
        <name>CustomerBox</name>
        <message>
            <source>The signed-in customer (session identity, never a tool argument); choose one of the store's customers or type an id</source>
            <translation>The signed-in customer (session identity, never a tool argument); choose one of the store's customers or type an id</translation>
        </message>
        <message>
            <source>“{typed}” is not a customer id (letters, digits, - and _, at most 32 characters) — still {customer}</source>
            <translation>“{typed}” is not a customer id (letters, digits, - and _, at most 32 characters) — still {customer}</translation>
        </message>
        <message>
            <source>{customer} has no orders</source>
            <translation>{customer} has no orders</translation>
        </message>
    </context>
    <context>
        <name>Deciders</name>
        <message>
            <source>trainer at the keyboard</source>
            <translation>trainer at the keyboard</translation>
        </message>
        <message>
            <source>batch policy</source>
            <translation>batch policy</translation>
        </message>
        <message>
            <source>command-line policy</source>
            <translation>command-line policy</translation>
        </message>
        <message>
            <source>timeout</source>
            <translation>timeout</translation>
        </message>
        <message>
            <source>cancel</source>
            <translation>cancel</translation>
        </message>
        <message>
            <source>default (deny)</source>
            <translation>default (deny)</translation>
        </message>
        <message>
            <source>replay</source>
            <translation>replay</translation>
        </message>
        <message>
            <source>replay of {by}</source>
            <translation>replay of {by}</translation>
        </message>
    </context>
    <context>
        <name>DialectsPane</name>
        <message>
            <source>A tool call id: highlighted wherever it occurs in all three dialects</source>
            <translation>A tool call id: highlighted wherever it occurs in all three dialects</translation>
        </message>
        <message>
            <source>tools</source>
            <translation>tools</translation>
        </message>
        <message>
            <source>Also render the tool definitions in each dialect, with the run's tool choice, parallel switch and strict tools</source>
            <translation>Also render the tool definitions in each dialect, with the run's tool choice, parallel switch and strict tools</translation>
        </message>
        <message>
            <source>Click a call id in any column to find it in the other two.</source>
            <translation>Click a call id in any column to find it in the other two.</translation>
        </message>
        <message>
            <source>call id</source>
            <translation>call id</translation>
        </message>
    </context>
    <context>
        <name>Explain</name>
        <message>
            <source>The customer asked a question. The program adds it to the conversation as a user message and sends everything to the model: the system prompt, the tool definitions and the whole history.</source>
            <translation>The customer asked a question. The program adds it to the conversation as a user message and sends everything to the model: the system prompt, the tool definitions and the whole history.</translation>
        </message>
        <message>
            <source>The customer asked a question. No tools are offered this time, so the model cannot look anything up: whatever it answers comes from its own guesses, not from the data.</source>
            <translation>The customer asked a question. No tools are offered this time, so the model cannot look anything up: whatever it answers comes from its own guesses, not from the data.</translation>
        </message>
        <message numerus="yes">
            <source>Model call {n}: the program sends %n message(s) to the model. The model remembers nothing between calls, so every call sends the whole history again and costs more tokens.</source>
            <translation>
                <numerusform>Model call {n}: the program sends %n message to the model. The model remembers nothing between calls, so every call sends the whole history again and costs more tokens.</numerusform>
                <numerusform>Model call {n}: the program sends %n messages to the model. The model remembers nothing between calls, so every call sends the whole history again and costs more tokens.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Next step: model call {n}. The program is about to send %n message(s) to the model, exactly as the inspector shows them. Press F10 to send them.</source>
            <translation>
                <numerusform>Next step: model call {n}. The program is about to send %n message to the model, exactly as the inspector shows them. Press F10 to send them.</numerusform>
                <numerusform>Next step: model call {n}. The program is about to send %n messages to the model, exactly as the inspector shows them. Press F10 to send them.</numerusform>
            </translation>
        </message>
        <message>
            <source>Next step: the program is about to run {calls}. It checks each tool name and input first; nothing has touched the database yet. Press F10 to run it.</source>
            <translation>Next step: the program is about to run {calls}. It checks each tool name and input first; nothing has touched the database yet. Press F10 to run it.</translation>
        </message>
        <message>
            <source>The model cannot read the database. It asked the program to run {calls} (stop_reason tool_use). The program must answer every tool_use with a tool_result before the model can go on.</source>
            <translation>The model cannot read the database. It asked the program to run {calls} (stop_reason tool_use). The program must answer every tool_use with a tool_result before the model can go on.</translation>
        </message>
        <message>
            <source>The model wrote its answer and stopped with stop_reason end_turn: it needs nothing more. The program shows the answer to the customer.</source>
            <translation>The model wrote its answer and stopped with stop_reason end_turn: it needs nothing more. The program shows the answer to the customer.</translation>
        </message>
        <message>
            <source>The model's reply was cut off at max_tokens: it ran out of room before it finished. The program cannot use half a reply, so it hands the question to a human.</source>
            <translation>The model's reply was cut off at max_tokens: it ran out of room before it finished. The program cannot use half a reply, so it hands the question to a human.</translation>
        </message>
        <message>
            <source>The model refused to answer (stop_reason refusal). The program does not push it; it hands the question to a human.</source>
            <translation>The model refused to answer (stop_reason refusal). The program does not push it; it hands the question to a human.</translation>
        </message>
        <message>
            <source>The provider paused a long turn (stop_reason pause_turn). The program sends the conversation again so the model can go on.</source>
            <translation>The provider paused a long turn (stop_reason pause_turn). The program sends the conversation again so the model can go on.</translation>
        </message>
        <message>
            <source>The model stopped with stop_reason {reason}, which the program does not know how to continue from. To be safe it hands the question to a human.</source>
            <translation>The model stopped with stop_reason {reason}, which the program does not know how to continue from. To be safe it hands the question to a human.</translation>
        </message>
        <message>
            <source>The program checked the name and the input of {call}, ran the tool for the signed-in customer {customer}, and sends the result back to the model as a tool_result in a user message.</source>
            <translation>The program checked the name and the input of {call}, ran the tool for the signed-in customer {customer}, and sends the result back to the model as a tool_result in a user message.</translation>
        </message>
        <message>
            <source>The program ran {call}, and it failed. The error text goes back to the model as a tool_result with is_error set, so the model learns what went wrong.</source>
            <translation>The program ran {call}, and it failed. The error text goes back to the model as a tool_result with is_error set, so the model learns what went wrong.</translation>
        </message>
        <message>
            <source>A real model would read the error text and react to it; the lesson's fake model gives the same answer to every error.</source>
            <translation>A real model would read the error text and react to it; the lesson's fake model gives the same answer to every error.</translation>
        </message>
        <message>
            <source>The program did not run {call}. It still answers it with a tool_result marked is_error, because every tool_use needs its tool_result or the next request is invalid.</source>
            <translation>The program did not run {call}. It still answers it with a tool_result marked is_error, because every tool_use needs its tool_result or the next request is invalid.</translation>
        </message>
        <message>
            <source>The model asked to run {call}, a tool that acts: it changes data. The program does not run it by itself; a human has to approve it first.</source>
            <translation>The model asked to run {call}, a tool that acts: it changes data. The program does not run it by itself; a human has to approve it first.</translation>
        </message>
        <message>
            <source>{call} was approved. The program runs it now and sends the result to the model.</source>
            <translation>{call} was approved. The program runs it now and sends the result to the model.</translation>
        </message>
        <message>
            <source>{call} was rejected. The program does not run it and sends the rejection back as an is_error tool_result, so the model can tell the customer.</source>
            <translation>{call} was rejected. The program does not run it and sends the rejection back as an is_error tool_result, so the model can tell the customer.</translation>
        </message>
        <message>
            <source>The run was stopped at {call}. The program answers every open tool_use and hands the question to a human.</source>
            <translation>The run was stopped at {call}. The program answers every open tool_use and hands the question to a human.</translation>
        </message>
        <message>
            <source>The model call failed (HTTP {status}). The program waits {delay} s and tries again (retry {attempt}), as the providers' own libraries do: servers often recover within seconds.</source>
            <translation>The model call failed (HTTP {status}). The program waits {delay} s and tries again (retry {attempt}), as the providers' own libraries do: servers often recover within seconds.</translation>
        </message>
        <message>
            <source>The model call got no answer (no connection, or none in time). The program waits {delay} s and tries again (retry {attempt}), as the providers' own libraries do: servers often recover within seconds.</source>
            <translation>The model call got no answer (no connection, or none in time). The program waits {delay} s and tries again (retry {attempt}), as the providers' own libraries do: servers often recover within seconds.</translation>
        </message>
        <message>
            <source>{tool} with {inputs}</source>
            <translation>{tool} with {inputs}</translation>
        </message>
        <message numerus="yes">
            <source>The loop ends with an answer after %n model call(s) and {tokens} input tokens in all. Each call sent the whole history again: that is why the tokens add up.</source>
            <translation>
                <numerusform>The loop ends with an answer after %n model call and {tokens} input tokens in all. Each call sent the whole history again: that is why the tokens add up.</numerusform>
                <numerusform>The loop ends with an answer after %n model calls and {tokens} input tokens in all. Each call sent the whole history again: that is why the tokens add up.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The loop reached MAX_CALLS (%n model call(s)) without an answer. Instead of looping on, the program hands the question to a human (a hand-off).</source>
            <translation>
                <numerusform>The loop reached MAX_CALLS (%n model call) without an answer. Instead of looping on, the program hands the question to a human (a hand-off).</numerusform>
                <numerusform>The loop reached MAX_CALLS (%n model calls) without an answer. Instead of looping on, the program hands the question to a human (a hand-off).</numerusform>
            </translation>
        </message>
        <message>
            <source>The run used more input tokens than the token budget allows. The program stops before spending more and hands the question to a human.</source>
            <translation>The run used more input tokens than the token budget allows. The program stops before spending more and hands the question to a human.</translation>
        </message>
        <message>
            <source>The model stopped for a reason the program cannot continue from. The program hands the question to a human.</source>
            <translation>The model stopped for a reason the program cannot continue from. The program hands the question to a human.</translation>
        </message>
        <message>
            <source>The run took longer than its time limit. The program cancels it, answers every open tool_use, and hands the question to a human.</source>
            <translation>The run took longer than its time limit. The program cancels it, answers every open tool_use, and hands the question to a human.</translation>
        </message>
        <message>
            <source>The model call failed for good. The program hands the question to a human; the conversation stays valid for the next question.</source>
            <translation>The model call failed for good. The program hands the question to a human; the conversation stays valid for the next question.</translation>
        </message>
        <message>
            <source>Abort was pressed. The program cancels the model call or the tool at once, answers every open tool_use with a tool_result, and hands the question to a human.</source>
            <translation>Abort was pressed. The program cancels the model call or the tool at once, answers every open tool_use with a tool_result, and hands the question to a human.</translation>
        </message>
        <message>
            <source>The answer came after the token budget was already passed: it is shown, and the notice says so.</source>
            <translation>The answer came after the token budget was already passed: it is shown, and the notice says so.</translation>
        </message>
        <message>
            <source>Injected fault: the tool returns an error, as a broken service would.</source>
            <translation>Injected fault: the tool returns an error, as a broken service would.</translation>
        </message>
        <message>
            <source>Injected fault: the tool raises an exception. The program catches it and turns it into an is_error result instead of crashing.</source>
            <translation>Injected fault: the tool raises an exception. The program catches it and turns it into an is_error result instead of crashing.</translation>
        </message>
        <message>
            <source>Injected fault: the tool hangs. The program stops waiting at the tool's timeout and sends an error result.</source>
            <translation>Injected fault: the tool hangs. The program stops waiting at the tool's timeout and sends an error result.</translation>
        </message>
        <message>
            <source>Injected fault: the tool answers slowly. The loop waits; a time limit would end the run with a hand-off.</source>
            <translation>Injected fault: the tool answers slowly. The loop waits; a time limit would end the run with a hand-off.</translation>
        </message>
        <message>
            <source>Injected fault: the tool returns far too much text. The program cuts it to the size cap before it reaches the model.</source>
            <translation>Injected fault: the tool returns far too much text. The program cuts it to the size cap before it reaches the model.</translation>
        </message>
        <message>
            <source>Injected fault: the tool returns old data. Neither the program nor the model can tell; the answer repeats what the tool said.</source>
            <translation>Injected fault: the tool returns old data. Neither the program nor the model can tell; the answer repeats what the tool said.</translation>
        </message>
        <message>
            <source>Injected fault: the database is unavailable, so the tool fails and the model gets an error result.</source>
            <translation>Injected fault: the database is unavailable, so the tool fails and the model gets an error result.</translation>
        </message>
        <message>
            <source>Injected fault: the tool result contains instructions (a prompt injection). Tool results are data, not orders: they are marked untrusted, and a careful model does not follow them.</source>
            <translation>Injected fault: the tool result contains instructions (a prompt injection). Tool results are data, not orders: they are marked untrusted, and a careful model does not follow them.</translation>
        </message>
        <message>
            <source>Injected fault: the model asks for a tool that does not exist. The program refuses to run it and answers with an is_error result.</source>
            <translation>Injected fault: the model asks for a tool that does not exist. The program refuses to run it and answers with an is_error result.</translation>
        </message>
        <message>
            <source>Injected fault: the model leaves out a required field. The program checks every input against the tool's schema and answers with an is_error result instead of running the tool.</source>
            <translation>Injected fault: the model leaves out a required field. The program checks every input against the tool's schema and answers with an is_error result instead of running the tool.</translation>
        </message>
        <message>
            <source>Injected fault: the model sends fields the tool does not have. The program checks the input against the schema before running anything.</source>
            <translation>Injected fault: the model sends fields the tool does not have. The program checks the input against the schema before running anything.</translation>
        </message>
        <message>
            <source>Injected fault: the model's arguments are not valid JSON. The program cannot run the tool and answers with an is_error result.</source>
            <translation>Injected fault: the model's arguments are not valid JSON. The program cannot run the tool and answers with an is_error result.</translation>
        </message>
        <message>
            <source>Injected fault: the model uses a tool_use_id twice. The program gives the repeat a fresh id and answers it as not run, so every tool_use keeps exactly one tool_result.</source>
            <translation>Injected fault: the model uses a tool_use_id twice. The program gives the repeat a fresh id and answers it as not run, so every tool_use keeps exactly one tool_result.</translation>
        </message>
        <message>
            <source>Injected fault: the model keeps calling tools and never answers. MAX_CALLS stops the loop and a human takes over.</source>
            <translation>Injected fault: the model keeps calling tools and never answers. MAX_CALLS stops the loop and a human takes over.</translation>
        </message>
        <message>
            <source>Injected fault: the model's reply stops at max_tokens.</source>
            <translation>Injected fault: the model's reply stops at max_tokens.</translation>
        </message>
        <message>
            <source>Injected fault: the model refuses to answer.</source>
            <translation>Injected fault: the model refuses to answer.</translation>
        </message>
        <message>
            <source>Injected fault: the provider answers with an HTTP error. The program waits and retries, as the official libraries do, and hands off if it keeps failing.</source>
            <translation>Injected fault: the provider answers with an HTTP error. The program waits and retries, as the official libraries do, and hands off if it keeps failing.</translation>
        </message>
        <message>
            <source>Injected fault: the model call times out. The program retries, then hands off.</source>
            <translation>Injected fault: the model call times out. The program retries, then hands off.</translation>
        </message>
        <message>
            <source>Injected fault: the streamed reply breaks off in the middle. The program treats the call as failed.</source>
            <translation>Injected fault: the streamed reply breaks off in the middle. The program treats the call as failed.</translation>
        </message>
        <message>
            <source>Injected fault: something was made to go wrong on purpose, to show how the loop copes.</source>
            <translation>Injected fault: something was made to go wrong on purpose, to show how the loop copes.</translation>
        </message>
    </context>
    <context>
        <name>ExplainPane</name>
        <message>
            <source>Explain</source>
            <translation>Explain</translation>
        </message>
        <message>
            <source>Ask a question: what the program and the model do shows here, step by step.</source>
            <translation>Ask a question: what the program and the model do shows here, step by step.</translation>
        </message>
    </context>
    <context>
        <name>FaultPanel</name>
        <message>
            <source>Tool faults</source>
            <translation>Tool faults</translation>
        </message>
        <message>
            <source>text of the error / injected instructions</source>
            <translation>text of the error / injected instructions</translation>
        </message>
        <message>
            <source> ms</source>
            <translation> ms</translation>
        </message>
        <message>
            <source>Arm tool fault</source>
            <translation>Arm tool fault</translation>
        </message>
        <message>
            <source>Tool</source>
            <translation>Tool</translation>
        </message>
        <message>
            <source>Fault</source>
            <translation>Fault</translation>
        </message>
        <message>
            <source>Text</source>
            <translation>Text</translation>
        </message>
        <message>
            <source>Slow by</source>
            <translation>Slow by</translation>
        </message>
        <message>
            <source>Trigger</source>
            <translation>Trigger</translation>
        </message>
        <message>
            <source>Model faults</source>
            <translation>Model faults</translation>
        </message>
        <message>
            <source>Arm model fault</source>
            <translation>Arm model fault</translation>
        </message>
        <message>
            <source>Armed</source>
            <translation>Armed</translation>
        </message>
        <message>
            <source>Disarm selected</source>
            <translation>Disarm selected</translation>
        </message>
        <message>
            <source>Disarm all</source>
            <translation>Disarm all</translation>
        </message>
        <message>
            <source>Struck</source>
            <translation>Struck</translation>
        </message>
        <message>
            <source>
seed {seed}</source>
            <translation>
seed {seed}</translation>
        </message>
        <message>
            <source>{armed} armed · {struck} struck</source>
            <translation>{armed} armed · {struck} struck</translation>
        </message>
        <message>
            <source>run {n}: {question}</source>
            <translation>run {n}: {question}</translation>
        </message>
        <message>
            <source>call {n}</source>
            <translation>call {n}</translation>
        </message>
        <message>
            <source>  [untrusted content]</source>
            <translation>  [untrusted content]</translation>
        </message>
    </context>
    <context>
        <name>Faults</name>
        <message>
            <source>returns an error result</source>
            <translation>returns an error result</translation>
        </message>
        <message>
            <source>raises an exception</source>
            <translation>raises an exception</translation>
        </message>
        <message>
            <source>hangs past its timeout</source>
            <translation>hangs past its timeout</translation>
        </message>
        <message>
            <source>is slow</source>
            <translation>is slow</translation>
        </message>
        <message>
            <source>returns a result over the size cap</source>
            <translation>returns a result over the size cap</translation>
        </message>
        <message>
            <source>returns stale data</source>
            <translation>returns stale data</translation>
        </message>
        <message>
            <source>database unavailable</source>
            <translation>database unavailable</translation>
        </message>
        <message>
            <source>returns a prompt-injection text</source>
            <translation>returns a prompt-injection text</translation>
        </message>
        <message>
            <source>asks for an unknown tool</source>
            <translation>asks for an unknown tool</translation>
        </message>
        <message>
            <source>omits a required field</source>
            <translation>omits a required field</translation>
        </message>
        <message>
            <source>sends extra fields</source>
            <translation>sends extra fields</translation>
        </message>
        <message>
            <source>sends arguments that are not valid JSON</source>
            <translation>sends arguments that are not valid JSON</translation>
        </message>
        <message>
            <source>repeats a tool_use id</source>
            <translation>repeats a tool_use id</translation>
        </message>
        <message>
            <source>keeps guessing forever</source>
            <translation>keeps guessing forever</translation>
        </message>
        <message>
            <source>stops with max_tokens</source>
            <translation>stops with max_tokens</translation>
        </message>
        <message>
            <source>stops with refusal</source>
            <translation>stops with refusal</translation>
        </message>
        <message>
            <source>HTTP 429 rate limited</source>
            <translation>HTTP 429 rate limited</translation>
        </message>
        <message>
            <source>HTTP 500 server error</source>
            <translation>HTTP 500 server error</translation>
        </message>
        <message>
            <source>HTTP 529 overloaded</source>
            <translation>HTTP 529 overloaded</translation>
        </message>
        <message>
            <source>times out</source>
            <translation>times out</translation>
        </message>
        <message>
            <source>stream cut mid-way</source>
            <translation>stream cut mid-way</translation>
        </message>
        <message>
            <source>✍ written by hand (not by the tool)</source>
            <translation>✍ written by hand (not by the tool)</translation>
        </message>
        <message>
            <source>⚡ fault: {what}</source>
            <translation>⚡ fault: {what}</translation>
        </message>
        <message>
            <source> · untrusted content: the result carries instructions; it is data, not a command</source>
            <translation> · untrusted content: the result carries instructions; it is data, not a command</translation>
        </message>
        <message>
            <source>next call</source>
            <translation>next call</translation>
        </message>
        <message>
            <source>every call</source>
            <translation>every call</translation>
        </message>
        <message>
            <source>Nth call</source>
            <translation>Nth call</translation>
        </message>
        <message>
            <source>probability</source>
            <translation>probability</translation>
        </message>
        <message>
            <source>seed </source>
            <translation>seed </translation>
        </message>
        <message>
            <source>call #{n}</source>
            <translation>call #{n}</translation>
        </message>
        <message>
            <source>p={p}, seed {seed}</source>
            <translation>p={p}, seed {seed}</translation>
        </message>
        <message>
            <source>, retry-after {s}</source>
            <translation>, retry-after {s}</translation>
        </message>
        <message>
            <source>, no retry-after</source>
            <translation>, no retry-after</translation>
        </message>
        <message>
            <source>model: {label} ({trigger})</source>
            <translation>model: {label} ({trigger})</translation>
        </message>
        <message>
            <source>{tool}: {label} ({trigger})</source>
            <translation>{tool}: {label} ({trigger})</translation>
        </message>
        <message>
            <source>model: {label}</source>
            <translation>model: {label}</translation>
        </message>
        <message>
            <source>⚡ fault struck at call {n}: {what}</source>
            <translation>⚡ fault struck at call {n}: {what}</translation>
        </message>
        <message>
            <source>⚡ fault struck at {id}: {what}</source>
            <translation>⚡ fault struck at {id}: {what}</translation>
        </message>
        <message>
            <source>⚡ fault struck: {what}</source>
            <translation>⚡ fault struck: {what}</translation>
        </message>
        <message>
            <source> · untrusted content</source>
            <translation> · untrusted content</translation>
        </message>
    </context>
    <context>
        <name>FieldErrors</name>
        <message>
            <source>required, but missing</source>
            <translation>required, but missing</translation>
        </message>
        <message>
            <source>no such field here</source>
            <translation>no such field here</translation>
        </message>
        <message>
            <source>must be a text</source>
            <translation>must be a text</translation>
        </message>
        <message>
            <source>must be a whole number</source>
            <translation>must be a whole number</translation>
        </message>
        <message>
            <source>must be a number</source>
            <translation>must be a number</translation>
        </message>
        <message>
            <source>must be true or false</source>
            <translation>must be true or false</translation>
        </message>
        <message>
            <source>must be a JSON list</source>
            <translation>must be a JSON list</translation>
        </message>
        <message>
            <source>must be a JSON object</source>
            <translation>must be a JSON object</translation>
        </message>
        <message numerus="yes">
            <source>needs at least %n entries</source>
            <translation>
                <numerusform>needs at least %n entry</numerusform>
                <numerusform>needs at least %n entries</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>takes at most %n entries</source>
            <translation>
                <numerusform>takes at most %n entry</numerusform>
                <numerusform>takes at most %n entries</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>needs at least %n character(s)</source>
            <translation>
                <numerusform>needs at least %n character</numerusform>
                <numerusform>needs at least %n characters</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>takes at most %n character(s)</source>
            <translation>
                <numerusform>takes at most %n character</numerusform>
                <numerusform>takes at most %n characters</numerusform>
            </translation>
        </message>
        <message>
            <source>must match the pattern {pattern}</source>
            <translation>must match the pattern {pattern}</translation>
        </message>
        <message>
            <source>must be one of {expected}</source>
            <translation>must be one of {expected}</translation>
        </message>
        <message>
            <source>must be at least {ge}</source>
            <translation>must be at least {ge}</translation>
        </message>
        <message>
            <source>must be at most {le}</source>
            <translation>must be at most {le}</translation>
        </message>
        <message>
            <source>must be more than {gt}</source>
            <translation>must be more than {gt}</translation>
        </message>
        <message>
            <source>must be less than {lt}</source>
            <translation>must be less than {lt}</translation>
        </message>
        <message>
            <source>not a valid value here ({code})</source>
            <translation>not a valid value here ({code})</translation>
        </message>
    </context>
    <context>
        <name>FieldsTable</name>
        <message>
            <source>name</source>
            <translation>name</translation>
        </message>
        <message>
            <source>type</source>
            <translation>type</translation>
        </message>
        <message>
            <source>required</source>
            <translation>required</translation>
        </message>
        <message>
            <source>not empty</source>
            <translation>not empty</translation>
        </message>
        <message>
            <source>description</source>
            <translation>description</translation>
        </message>
        <message>
            <source>max. length</source>
            <translation>max. length</translation>
        </message>
        <message>
            <source>Checked before the tool runs: an empty value is refused with the lesson's text (the model sees the refusal)</source>
            <translation>Checked before the tool runs: an empty value is refused with the lesson's text (the model sees the refusal)</translation>
        </message>
        <message>
            <source>Checked before the tool runs: a longer value is refused (empty: no limit)</source>
            <translation>Checked before the tool runs: a longer value is refused (empty: no limit)</translation>
        </message>
    </context>
    <context>
        <name>Glossary</name>
        <message>
            <source>A block in the model's reply that asks the program to run a tool, with the tool's name, an input and an id. The model never runs anything itself.</source>
            <translation>A block in the model's reply that asks the program to run a tool, with the tool's name, an input and an id. The model never runs anything itself.</translation>
        </message>
        <message>
            <source>A block the program sends back in a user message: what the tool returned for one tool_use, found by its tool_use_id.</source>
            <translation>A block the program sends back in a user message: what the tool returned for one tool_use, found by its tool_use_id.</translation>
        </message>
        <message>
            <source>The id that pairs a tool_result with its tool_use (call_1, …). Every tool_use needs exactly one tool_result with its id, or the next request is refused.</source>
            <translation>The id that pairs a tool_result with its tool_use (call_1, …). Every tool_use needs exactly one tool_result with its id, or the next request is refused.</translation>
        </message>
        <message>
            <source>A flag on a tool_result: the tool failed, and the content says why. The model reads it and can react.</source>
            <translation>A flag on a tool_result: the tool failed, and the content says why. The model reads it and can react.</translation>
        </message>
        <message>
            <source>Why the model stopped writing: tool_use (it wants a tool run), end_turn (it is done), max_tokens (it ran out of room), refusal, …</source>
            <translation>Why the model stopped writing: tool_use (it wants a tool run), end_turn (it is done), max_tokens (it ran out of room), refusal, …</translation>
        </message>
        <message>
            <source>The stop_reason of a finished answer: the model needs nothing more.</source>
            <translation>The stop_reason of a finished answer: the model needs nothing more.</translation>
        </message>
        <message>
            <source>The most model calls one question may take. When it is reached without an answer, the program hands the question to a human.</source>
            <translation>The most model calls one question may take. When it is reached without an answer, the program hands the question to a human.</translation>
        </message>
        <message>
            <source>The unit models read and bill text in, a piece of a word. Every call sends the whole history again, so the input tokens grow from call to call.</source>
            <translation>The unit models read and bill text in, a piece of a word. Every call sends the whole history again, so the input tokens grow from call to call.</translation>
        </message>
        <message>
            <source>The instructions the program sends before the conversation with every call: who the assistant is and what it may do.</source>
            <translation>The instructions the program sends before the conversation with every call: who the assistant is and what it may do.</translation>
        </message>
        <message>
            <source>The program gives up on answering by itself (limit reached, error, abort) and passes the question to a human, with the reason.</source>
            <translation>The program gives up on answering by itself (limit reached, error, abort) and passes the question to a human, with the reason.</translation>
        </message>
    </context>
    <context>
        <name>GlossaryDialog</name>
        <message>
            <source>Glossary</source>
            <translation>Glossary</translation>
        </message>
    </context>
    <context>
        <name>GlossaryForms</name>
        <message>
            <source>token|tokens</source>
            <translation>token|tokens</translation>
        </message>
        <message>
            <source>system prompt|system prompts</source>
            <translation>system prompt|system prompts</translation>
        </message>
        <message>
            <source>hand-off|hand-offs|handoff</source>
            <translation>hand-off|hand-offs|handoff</translation>
        </message>
    </context>
    <context>
        <name>HandResultCard</name>
        <message>
            <source>{tool}: you give the result — use it, change it or write your own</source>
            <translation>{tool}: you give the result — use it, change it or write your own</translation>
        </message>
        <message>
            <source>What the tool would return (computed without writing anything); edit freely</source>
            <translation>What the tool would return (computed without writing anything); edit freely</translation>
        </message>
        <message>
            <source>Use this result</source>
            <translation>Use this result</translation>
        </message>
        <message>
            <source>result (pre-filled with what the tool would return):</source>
            <translation>result (pre-filled with what the tool would return):</translation>
        </message>
    </context>
    <context>
        <name>HistoryEdits</name>
        <message>
            <source>(nothing to edit while a run is going)</source>
            <translation>(nothing to edit while a run is going)</translation>
        </message>
        <message>
            <source>Edit block… and continue</source>
            <translation>Edit block… and continue</translation>
        </message>
        <message>
            <source>Delete block and continue</source>
            <translation>Delete block and continue</translation>
        </message>
        <message>
            <source>Add tool_use… and continue</source>
            <translation>Add tool_use… and continue</translation>
        </message>
        <message>
            <source>Add tool_result… and continue</source>
            <translation>Add tool_result… and continue</translation>
        </message>
        <message>
            <source>Add text… and continue</source>
            <translation>Add text… and continue</translation>
        </message>
        <message>
            <source>Continue from here</source>
            <translation>Continue from here</translation>
        </message>
        <message>
            <source>Edit #{message} block {block}</source>
            <translation>Edit #{message} block {block}</translation>
        </message>
        <message>
            <source>Add to #{message}</source>
            <translation>Add to #{message}</translation>
        </message>
    </context>
    <context>
        <name>HistoryModel</name>
        <message>
            <source>message / block</source>
            <translation>message / block</translation>
        </message>
        <message>
            <source>content</source>
            <translation>content</translation>
        </message>
        <message>
            <source>ran together</source>
            <translation>ran together</translation>
        </message>
        <message numerus="yes">
            <source>%n block(s): {kinds}</source>
            <translation>
                <numerusform>%n block: {kinds}</numerusform>
                <numerusform>%n blocks: {kinds}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HttpPane</name>
        <message>
            <source>Protocol check — a provider would reject this:</source>
            <translation>Protocol check — a provider would reject this:</translation>
        </message>
    </context>
    <context>
        <name>HttpText</name>
        <message>
            <source>no HTTP status</source>
            <translation>no HTTP status</translation>
        </message>
        <message>
            <source>request id {id}</source>
            <translation>request id {id}</translation>
        </message>
        <message numerus="yes">
            <source>%n retries</source>
            <translation>
                <numerusform>%n retry</numerusform>
                <numerusform>%n retries</numerusform>
            </translation>
        </message>
        <message>
            <source>FAILED</source>
            <translation>FAILED</translation>
        </message>
        <message>
            <source>PROTOCOL CHECK — a provider would reject this history</source>
            <translation>PROTOCOL CHECK — a provider would reject this history</translation>
        </message>
        <message>
            <source>REQUEST</source>
            <translation>REQUEST</translation>
        </message>
        <message>
            <source>ATTEMPTS ({n})</source>
            <translation>ATTEMPTS ({n})</translation>
        </message>
        <message>
            <source>retrying in {time}</source>
            <translation>retrying in {time}</translation>
        </message>
        <message>
            <source>RESPONSE</source>
            <translation>RESPONSE</translation>
        </message>
        <message>
            <source>(no response)</source>
            <translation>(no response)</translation>
        </message>
        <message numerus="yes">
            <source>STREAM (%n event(s))</source>
            <translation>
                <numerusform>STREAM (%n event)</numerusform>
                <numerusform>STREAM (%n events)</numerusform>
            </translation>
        </message>
        <message>
            <source>(headers and body are shown here once the call has ended)</source>
            <translation>(headers and body are shown here once the call has ended)</translation>
        </message>
        <message>
            <source>(no HTTP record of this attempt: the fault was injected)</source>
            <translation>(no HTTP record of this attempt: the fault was injected)</translation>
        </message>
        <message>
            <source>(no HTTP record of this attempt: the fault was injected, or the call was stopped before it ended)</source>
            <translation>(no HTTP record of this attempt: the fault was injected, or the call was stopped before it ended)</translation>
        </message>
        <message>
            <source>ATTEMPT {n} — tried again</source>
            <translation>ATTEMPT {n} — tried again</translation>
        </message>
        <message>
            <source>waited {time} before attempt {n}</source>
            <translation>waited {time} before attempt {n}</translation>
        </message>
        <message>
            <source>RESPONSE to this attempt</source>
            <translation>RESPONSE to this attempt</translation>
        </message>
        <message>
            <source>REQUEST (the same for every attempt)</source>
            <translation>REQUEST (the same for every attempt)</translation>
        </message>
    </context>
    <context>
        <name>Inspector</name>
        <message>
            <source>&lt;b&gt;messages&lt;/b&gt; — exactly as the next call sends them</source>
            <translation>&lt;b&gt;messages&lt;/b&gt; — exactly as the next call sends them</translation>
        </message>
        <message>
            <source>&lt;b&gt;model calls&lt;/b&gt; — raw request and response JSON</source>
            <translation>&lt;b&gt;model calls&lt;/b&gt; — raw request and response JSON</translation>
        </message>
        <message>
            <source>Messages</source>
            <translation>Messages</translation>
        </message>
        <message>
            <source>Dialects</source>
            <translation>Dialects</translation>
        </message>
        <message>
            <source>Sequence</source>
            <translation>Sequence</translation>
        </message>
        <message>
            <source>Context</source>
            <translation>Context</translation>
        </message>
    </context>
    <context>
        <name>JsonWords</name>
        <message>
            <source>a value is missing</source>
            <translation>a value is missing</translation>
        </message>
        <message>
            <source>a name in double quotes is expected</source>
            <translation>a name in double quotes is expected</translation>
        </message>
        <message>
            <source>a colon (:) is missing</source>
            <translation>a colon (:) is missing</translation>
        </message>
        <message>
            <source>a comma (,) is missing</source>
            <translation>a comma (,) is missing</translation>
        </message>
        <message>
            <source>a string is not closed with "</source>
            <translation>a string is not closed with "</translation>
        </message>
        <message>
            <source>a line break or tab inside a string</source>
            <translation>a line break or tab inside a string</translation>
        </message>
        <message>
            <source>a \u escape needs four hex digits</source>
            <translation>a \u escape needs four hex digits</translation>
        </message>
        <message>
            <source>an unknown escape with \</source>
            <translation>an unknown escape with \</translation>
        </message>
        <message>
            <source>more text after the end of the value</source>
            <translation>more text after the end of the value</translation>
        </message>
        <message>
            <source>a comma before the closing bracket</source>
            <translation>a comma before the closing bracket</translation>
        </message>
        <message>
            <source>a syntax error</source>
            <translation>a syntax error</translation>
        </message>
        <message>
            <source>{what} (line {line}, column {column})</source>
            <translation>{what} (line {line}, column {column})</translation>
        </message>
    </context>
    <context>
        <name>LessonError</name>
        <message>
            <source>not a lesson folder</source>
            <translation>not a lesson folder</translation>
        </message>
        <message>
            <source>file missing</source>
            <translation>file missing</translation>
        </message>
        <message>
            <source>cannot be read ({error})</source>
            <translation>cannot be read ({error})</translation>
        </message>
        <message>
            <source>not JSON: {error}</source>
            <translation>not JSON: {error}</translation>
        </message>
        <message>
            <source>not JSON: {error} (line {line}, column {column})</source>
            <translation>not JSON: {error} (line {line}, column {column})</translation>
        </message>
        <message>
            <source>no lesson {name}; there are: {known}</source>
            <translation>no lesson {name}; there are: {known}</translation>
        </message>
        <message>
            <source>no lesson {name}; there are none</source>
            <translation>no lesson {name}; there are none</translation>
        </message>
        <message>
            <source>no tool {name} in tools.json</source>
            <translation>no tool {name} in tools.json</translation>
        </message>
        <message>
            <source>unknown placeholder {name}; allowed: {allowed}</source>
            <translation>unknown placeholder {name}; allowed: {allowed}</translation>
        </message>
        <message>
            <source>the entry {name} is missing</source>
            <translation>the entry {name} is missing</translation>
        </message>
        <message>
            <source>a table's name: lower-case letters, digits and _</source>
            <translation>a table's name: lower-case letters, digits and _</translation>
        </message>
        <message>
            <source>{column}: a name, used once</source>
            <translation>{column}: a name, used once</translation>
        </message>
        <message>
            <source>{column} is not a column</source>
            <translation>{column} is not a column</translation>
        </message>
        <message>
            <source>{column} {key} is there already</source>
            <translation>{column} {key} is there already</translation>
        </message>
        <message>
            <source>{column} is missing</source>
            <translation>{column} is missing</translation>
        </message>
        <message>
            <source>there is no column {column}</source>
            <translation>there is no column {column}</translation>
        </message>
        <message>
            <source>a text or a number</source>
            <translation>a text or a number</translation>
        </message>
        <message>
            <source>{value} is not a date YYYY-MM-DD</source>
            <translation>{value} is not a date YYYY-MM-DD</translation>
        </message>
        <message>
            <source>{value}; allowed: {allowed}</source>
            <translation>{value}; allowed: {allowed}</translation>
        </message>
        <message>
            <source>the orders table has the columns {columns}</source>
            <translation>the orders table has the columns {columns}</translation>
        </message>
        <message>
            <source>the allowed statuses are missing</source>
            <translation>the allowed statuses are missing</translation>
        </message>
        <message>
            <source>not a field of the tool's input</source>
            <translation>not a field of the tool's input</translation>
        </message>
        <message>
            <source>pattern is not a regular expression: {error}</source>
            <translation>pattern is not a regular expression: {error}</translation>
        </message>
        <message>
            <source>a rule needs calls or text</source>
            <translation>a rule needs calls or text</translation>
        </message>
        <message>
            <source>calls/input/{key}: {value} does not fit the pattern ({error})</source>
            <translation>calls/input/{key}: {value} does not fit the pattern ({error})</translation>
        </message>
        <message>
            <source>the last entry is for every error: "contains": ""</source>
            <translation>the last entry is for every error: "contains": ""</translation>
        </message>
        <message>
            <source>only {{results}} is allowed ({error})</source>
            <translation>only {{results}} is allowed ({error})</translation>
        </message>
        <message>
            <source>not a readable zip archive ({error})</source>
            <translation>not a readable zip archive ({error})</translation>
        </message>
        <message>
            <source>not a lesson: lesson.json is missing</source>
            <translation>not a lesson: lesson.json is missing</translation>
        </message>
        <message>
            <source>more than one lesson ({names})</source>
            <translation>more than one lesson ({names})</translation>
        </message>
        <message>
            <source>too many entries ({count}, at most {max})</source>
            <translation>too many entries ({count}, at most {max})</translation>
        </message>
        <message>
            <source>an absolute path in the archive</source>
            <translation>an absolute path in the archive</translation>
        </message>
        <message>
            <source>the path leads out of the lesson folder</source>
            <translation>the path leads out of the lesson folder</translation>
        </message>
        <message>
            <source>too large ({size} bytes, at most {max})</source>
            <translation>too large ({size} bytes, at most {max})</translation>
        </message>
        <message>
            <source>too large (more than {max} bytes)</source>
            <translation>too large (more than {max} bytes)</translation>
        </message>
        <message>
            <source>too large unpacked ({size} bytes, at most {max})</source>
            <translation>too large unpacked ({size} bytes, at most {max})</translation>
        </message>
        <message>
            <source>neither a folder nor a zip archive</source>
            <translation>neither a folder nor a zip archive</translation>
        </message>
        <message>
            <source>exists already; a new folder name overwrites nothing</source>
            <translation>exists already; a new folder name overwrites nothing</translation>
        </message>
        <message>
            <source>cannot be written ({error})</source>
            <translation>cannot be written ({error})</translation>
        </message>
        <message>
            <source>cannot be removed ({error})</source>
            <translation>cannot be removed ({error})</translation>
        </message>
        <message>
            <source>not a valid lesson name (letters, digits, - and _)</source>
            <translation>not a valid lesson name (letters, digits, - and _)</translation>
        </message>
        <message>
            <source>lies among the shipped lessons, which are never overwritten</source>
            <translation>lies among the shipped lessons, which are never overwritten</translation>
        </message>
    </context>
    <context>
        <name>LessonFiles</name>
        <message>
            <source>Export lesson…</source>
            <translation>Export lesson…</translation>
        </message>
        <message>
            <source>Import lesson…</source>
            <translation>Import lesson…</translation>
        </message>
        <message>
            <source>Reset lesson to shipped</source>
            <translation>Reset lesson to shipped</translation>
        </message>
        <message>
            <source>Folder (*)</source>
            <translation>Folder (*)</translation>
        </message>
        <message>
            <source>Export lesson</source>
            <translation>Export lesson</translation>
        </message>
        <message>
            <source>Import lesson</source>
            <translation>Import lesson</translation>
        </message>
        <message>
            <source>Lesson: a zip or a folder's lesson.json (*.zip lesson.json)</source>
            <translation>Lesson: a zip or a folder's lesson.json (*.zip lesson.json)</translation>
        </message>
        <message>
            <source>Replace your edited lesson {name} with the shipped one?
Your changes to it are deleted; export it first to keep them.</source>
            <translation>Replace your edited lesson {name} with the shipped one?
Your changes to it are deleted; export it first to keep them.</translation>
        </message>
        <message>
            <source>The lesson {name} was not exported:</source>
            <translation>The lesson {name} was not exported:</translation>
        </message>
        <message>
            <source>The lesson {name} was exported to {path}.</source>
            <translation>The lesson {name} was exported to {path}.</translation>
        </message>
        <message>
            <source>{path} was not imported:</source>
            <translation>{path} was not imported:</translation>
        </message>
        <message>
            <source>Imported as the lesson {name}: choose it under File → Lesson.</source>
            <translation>Imported as the lesson {name}: choose it under File → Lesson.</translation>
        </message>
        <message>
            <source>The lesson {name} can be reset once the running question is finished.</source>
            <translation>The lesson {name} can be reset once the running question is finished.</translation>
        </message>
        <message>
            <source>The lesson {name} was not reset:</source>
            <translation>The lesson {name} was not reset:</translation>
        </message>
        <message>
            <source>The lesson {name} stays.</source>
            <translation>The lesson {name} stays.</translation>
        </message>
    </context>
    <context>
        <name>LessonMenu</name>
        <message>
            <source>&amp;Lesson</source>
            <translation>&amp;Lesson</translation>
        </message>
        <message>
            <source>{name} (does not load)</source>
            <translation>{name} (does not load)</translation>
        </message>
        <message>
            <source>Edited: your own copy of the shipped lesson {name}. Reset lesson to shipped brings the shipped one back.</source>
            <translation>Edited: your own copy of the shipped lesson {name}. Reset lesson to shipped brings the shipped one back.</translation>
        </message>
    </context>
    <context>
        <name>LessonTables</name>
        <message>
            <source>Orders</source>
            <translation>Orders</translation>
        </message>
        <message>
            <source>Which of the lesson's tables to show</source>
            <translation>Which of the lesson's tables to show</translation>
        </message>
        <message>
            <source>Table:</source>
            <translation>Table:</translation>
        </message>
        <message>
            <source>The lesson's table {name}, read-only. The lesson's tools read it; Reset to lesson data brings back its rows.</source>
            <translation>The lesson's table {name}, read-only. The lesson's tools read it; Reset to lesson data brings back its rows.</translation>
        </message>
        <message>
            <source>Rows: {n}</source>
            <translation>Rows: {n}</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <source>The lesson {name} does not load; {current} runs instead:</source>
            <translation>The lesson {name} does not load; {current} runs instead:</translation>
        </message>
        <message>
            <source>The lesson {name} stays.</source>
            <translation>The lesson {name} stays.</translation>
        </message>
        <message>
            <source>The lesson {name} can open once the running question is finished.</source>
            <translation>The lesson {name} can open once the running question is finished.</translation>
        </message>
        <message>
            <source>The lesson {name} was not loaded:</source>
            <translation>The lesson {name} was not loaded:</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Loading lesson…</source>
            <translation>Loading lesson…</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <source>{language} is not available: the translation file {path} is missing, so the language stays as it is. `make run` builds it from the .ts files in resources/i18n.</source>
            <translation>{language} is not available: the translation file {path} is missing, so the language stays as it is. `make run` builds it from the .ts files in resources/i18n.</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Language</translation>
        </message>
        <message>
            <source>Please wait: the running question is not finished yet (Escape aborts it).</source>
            <translation>Please wait: the running question is not finished yet (Escape aborts it).</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>Send</translation>
        </message>
        <message>
            <source>(not sent: “{question}”)</source>
            <translation>(not sent: “{question}”)</translation>
        </message>
        <message>
            <source>starting …</source>
            <translation>starting …</translation>
        </message>
        <message>
            <source>aborting …</source>
            <translation>aborting …</translation>
        </message>
        <message>
            <source>A new conversation can start once the running question is finished.</source>
            <translation>A new conversation can start once the running question is finished.</translation>
        </message>
        <message>
            <source>idle · new conversation</source>
            <translation>idle · new conversation</translation>
        </message>
        <message>
            <source>waiting for approval: {call}</source>
            <translation>waiting for approval: {call}</translation>
        </message>
        <message>
            <source>The lesson could not be opened: {reason}</source>
            <translation>The lesson could not be opened: {reason}</translation>
        </message>
    </context>
    <context>
        <name>MarkdownExport</name>
        <message>
            <source>Model: {model} · MAX_CALLS {max_calls} · Tools: {tools} · Customer: {customer}</source>
            <translation>Model: {model} · MAX_CALLS {max_calls} · Tools: {tools} · Customer: {customer}</translation>
        </message>
        <message>
            <source>all</source>
            <translation>all</translation>
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <source>Switches: {switches}</source>
            <translation>Switches: {switches}</translation>
        </message>
        <message>
            <source>Fault armed: {fault}</source>
            <translation>Fault armed: {fault}</translation>
        </message>
        <message>
            <source>⚡ Fault struck at call {n}: {what}</source>
            <translation>⚡ Fault struck at call {n}: {what}</translation>
        </message>
        <message>
            <source>End: {reason} after {calls}, {input} tokens in / {output} out</source>
            <translation>End: {reason} after {calls}, {input} tokens in / {output} out</translation>
        </message>
        <message numerus="yes">
            <source>%n call(s)</source>
            <translation>
                <numerusform>%n call</numerusform>
                <numerusform>%n calls</numerusform>
            </translation>
        </message>
        <message>
            <source>Model (call {n}):</source>
            <translation>Model (call {n}):</translation>
        </message>
        <message>
            <source>Customer:</source>
            <translation>Customer:</translation>
        </message>
        <message>
            <source>asks for {id} {call}</source>
            <translation>asks for {id} {call}</translation>
        </message>
        <message>
            <source>Result {id}: {content}</source>
            <translation>Result {id}: {content}</translation>
        </message>
        <message>
            <source>untrusted content</source>
            <translation>untrusted content</translation>
        </message>
        <message>
            <source>Answer:</source>
            <translation>Answer:</translation>
        </message>
        <message>
            <source>Approval: {verdict}{edited} by {by}{why}</source>
            <translation>Approval: {verdict}{edited} by {by}{why}</translation>
        </message>
        <message>
            <source> with input {input}</source>
            <translation> with input {input}</translation>
        </message>
        <message>
            <source>approved</source>
            <translation>approved</translation>
        </message>
        <message>
            <source>rejected</source>
            <translation>rejected</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>stopped</translation>
        </message>
    </context>
    <context>
        <name>ModelSwitch</name>
        <message>
            <source>The last model was not restored: {why}</source>
            <translation>The last model was not restored: {why}</translation>
        </message>
        <message>
            <source>The last model was not restored:</source>
            <translation>The last model was not restored:</translation>
        </message>
        <message>
            <source> or </source>
            <translation> or </translation>
        </message>
        <message>
            <source>Last used: {provider} · {model}. No key in the environment — set {names} and start again (or choose “{real}”). Now: the fake model.</source>
            <translation>Last used: {provider} · {model}. No key in the environment — set {names} and start again (or choose “{real}”). Now: the fake model.</translation>
        </message>
        <message>
            <source>Fake model: set {names} for {provider}</source>
            <translation>Fake model: set {names} for {provider}</translation>
        </message>
        <message>
            <source>restored: {model}</source>
            <translation>restored: {model}</translation>
        </message>
    </context>
    <context>
        <name>Models</name>
        <message>
            <source>model: {name}</source>
            <translation>model: {name}</translation>
        </message>
        <message>
            <source>Anthropic, OpenAI (Chat Completions or Responses) or a local OpenAI-compatible server</source>
            <translation>Anthropic, OpenAI (Chat Completions or Responses) or a local OpenAI-compatible server</translation>
        </message>
        <message>
            <source>A model that replies exactly as a JSON script says; the loop and the tools run for real</source>
            <translation>A model that replies exactly as a JSON script says; the loop and the tools run for real</translation>
        </message>
        <message>
            <source>⚠ The model can be switched once the running question is finished.</source>
            <translation>⚠ The model can be switched once the running question is finished.</translation>
        </message>
        <message>
            <source>The model the loop talks to: the lesson's fake, a real provider ({real}) or a script</source>
            <translation>The model the loop talks to: the lesson's fake, a real provider ({real}) or a script</translation>
        </message>
        <message>
            <source>Fake (lesson)</source>
            <translation>Fake (lesson)</translation>
        </message>
        <message>
            <source>Real provider…</source>
            <translation>Real provider…</translation>
        </message>
        <message>
            <source>Scripted…</source>
            <translation>Scripted…</translation>
        </message>
        <message>
            <source>Local server (OpenAI-compatible)</source>
            <translation>Local server (OpenAI-compatible)</translation>
        </message>
        <message>
            <source>streaming</source>
            <translation>streaming</translation>
        </message>
        <message>
            <source>script</source>
            <translation>script</translation>
        </message>
        <message numerus="yes">
            <source>Scripted: {name} (%n replies)</source>
            <translation>
                <numerusform>Scripted: {name} (%n reply)</numerusform>
                <numerusform>Scripted: {name} (%n replies)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>OrdersDelegate</name>
        <message>
            <source>Write the date in one of these forms:</source>
            <translation>Write the date in one of these forms:</translation>
        </message>
    </context>
    <context>
        <name>OrdersEditor</name>
        <message>
            <source>Add</source>
            <translation>Add</translation>
        </message>
        <message>
            <source>Add an order (and start editing it)</source>
            <translation>Add an order (and start editing it)</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Delete</translation>
        </message>
        <message>
            <source>Delete the selected orders (Del)</source>
            <translation>Delete the selected orders (Del)</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Undo</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Redo</translation>
        </message>
        <message>
            <source>Reset to lesson data…</source>
            <translation>Reset to lesson data…</translation>
        </message>
        <message>
            <source>Put back the lesson's orders and tables as the lesson ships them</source>
            <translation>Put back the lesson's orders and tables as the lesson ships them</translation>
        </message>
        <message>
            <source>Filter: order, customer, status</source>
            <translation>Filter: order, customer, status</translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln order(s), reading …</source>
            <translation>
                <numerusform>{shown} of %Ln order, reading …</numerusform>
                <numerusform>{shown} of %Ln orders, reading …</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln order(s)</source>
            <translation>
                <numerusform>%Ln order</numerusform>
                <numerusform>%Ln orders</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %Ln order(s)</source>
            <translation>
                <numerusform>{shown} of %Ln order</numerusform>
                <numerusform>{shown} of %Ln orders</numerusform>
            </translation>
        </message>
        <message>
            <source>Order {id}, {column}: </source>
            <translation>Order {id}, {column}: </translation>
        </message>
        <message>
            <source>Delete order {id}?
Undo (Ctrl+Z) brings it back.</source>
            <translation>Delete order {id}?
Undo (Ctrl+Z) brings it back.</translation>
        </message>
        <message numerus="yes">
            <source>Delete %Ln order(s) ({ids})?
Undo (Ctrl+Z) brings them back.</source>
            <translation>
                <numerusform>Delete %Ln order ({ids})?
Undo (Ctrl+Z) brings them back.</numerusform>
                <numerusform>Delete %Ln orders ({ids})?
Undo (Ctrl+Z) brings them back.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Replace all %Ln order(s) and the other tables with the lesson's data?
This cannot be undone.</source>
            <translation>
                <numerusform>Replace all %Ln order and the other tables with the lesson's data?
This cannot be undone.</numerusform>
                <numerusform>Replace all %Ln orders and the other tables with the lesson's data?
This cannot be undone.</numerusform>
            </translation>
        </message>
        <message>
            <source>Delete orders</source>
            <translation>Delete orders</translation>
        </message>
        <message>
            <source>Reset to lesson data</source>
            <translation>Reset to lesson data</translation>
        </message>
    </context>
    <context>
        <name>OrdersModel</name>
        <message>
            <source>Order</source>
            <translation>Order</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>Customer</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Delivery</source>
            <translation>Delivery</translation>
        </message>
        <message>
            <source>Return by</source>
            <translation>Return by</translation>
        </message>
        <message>
            <source>{date} — write it in one of these forms:</source>
            <translation>{date} — write it in one of these forms:</translation>
        </message>
        <message>
            <source>Edit {id} {column}: {before} → {after}</source>
            <translation>Edit {id} {column}: {before} → {after}</translation>
        </message>
    </context>
    <context>
        <name>OrdersUndo</name>
        <message>
            <source>unchanged</source>
            <translation>unchanged</translation>
        </message>
        <message>
            <source>Tool changed {id}: {what}</source>
            <translation>Tool changed {id}: {what}</translation>
        </message>
        <message>
            <source>Add order {id}</source>
            <translation>Add order {id}</translation>
        </message>
        <message>
            <source>Delete order {id}</source>
            <translation>Delete order {id}</translation>
        </message>
        <message numerus="yes">
            <source>Delete %Ln order(s)</source>
            <translation>
                <numerusform>Delete %Ln order</numerusform>
                <numerusform>Delete %Ln orders</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Predict</name>
        <message>
            <source>the tool finds the data</source>
            <translation>the tool finds the data</translation>
        </message>
        <message>
            <source>the tool returns an error (is_error)</source>
            <translation>the tool returns an error (is_error)</translation>
        </message>
        <message>
            <source>the loop hands off to a human</source>
            <translation>the loop hands off to a human</translation>
        </message>
        <message>
            <source>the model answers</source>
            <translation>the model answers</translation>
        </message>
        <message>
            <source>it calls {tool}({value})</source>
            <translation>it calls {tool}({value})</translation>
        </message>
        <message>
            <source>it calls {tool}</source>
            <translation>it calls {tool}</translation>
        </message>
        <message>
            <source>it calls another tool</source>
            <translation>it calls another tool</translation>
        </message>
    </context>
    <context>
        <name>PredictStrip</name>
        <message>
            <source>Ask the class: what happens next?</source>
            <translation>Ask the class: what happens next?</translation>
        </message>
        <message>
            <source>Chosen: {choice}. Watch …</source>
            <translation>Chosen: {choice}. Watch …</translation>
        </message>
        <message>
            <source>Right: {what}.</source>
            <translation>Right: {what}.</translation>
        </message>
        <message>
            <source>Not quite: {what}.</source>
            <translation>Not quite: {what}.</translation>
        </message>
    </context>
    <context>
        <name>ProtocolCheck</name>
        <message>
            <source>message {index}: the conversation must begin with a user message</source>
            <translation>message {index}: the conversation must begin with a user message</translation>
        </message>
        <message>
            <source>message {index}: {role} twice in a row (roles do not alternate)</source>
            <translation>message {index}: {role} twice in a row (roles do not alternate)</translation>
        </message>
        <message>
            <source>message {index}: tool_use without tool_result in the user message right after it: {ids}</source>
            <translation>message {index}: tool_use without tool_result in the user message right after it: {ids}</translation>
        </message>
        <message>
            <source>message {index}: empty turn ({role} with no content at all)</source>
            <translation>message {index}: empty turn ({role} with no content at all)</translation>
        </message>
        <message>
            <source>message {index}: empty text block (text blocks must not be empty)</source>
            <translation>message {index}: empty text block (text blocks must not be empty)</translation>
        </message>
        <message>
            <source>message {index}: tool_result in a {role} message</source>
            <translation>message {index}: tool_result in a {role} message</translation>
        </message>
        <message>
            <source>message {index}: tool_result blocks must come before any other content</source>
            <translation>message {index}: tool_result blocks must come before any other content</translation>
        </message>
        <message>
            <source>message {index}: tool_result for an unknown call id: {ids}</source>
            <translation>message {index}: tool_result for an unknown call id: {ids}</translation>
        </message>
        <message>
            <source>message {index}: tool_use id used more than once (ids must be unique): {ids}</source>
            <translation>message {index}: tool_use id used more than once (ids must be unique): {ids}</translation>
        </message>
        <message>
            <source>The protocol check found:</source>
            <translation>The protocol check found:</translation>
        </message>
    </context>
    <context>
        <name>Provider</name>
        <message>
            <source>the request was refused (invalid format or content)</source>
            <translation>the request was refused (invalid format or content)</translation>
        </message>
        <message>
            <source>the key was refused</source>
            <translation>the key was refused</translation>
        </message>
        <message>
            <source>the key may not do that</source>
            <translation>the key may not do that</translation>
        </message>
        <message>
            <source>no such model or path</source>
            <translation>no such model or path</translation>
        </message>
        <message>
            <source>the provider waited too long</source>
            <translation>the provider waited too long</translation>
        </message>
        <message>
            <source>conflict at the provider</source>
            <translation>conflict at the provider</translation>
        </message>
        <message>
            <source>the conversation is too large</source>
            <translation>the conversation is too large</translation>
        </message>
        <message>
            <source>the request could not be processed</source>
            <translation>the request could not be processed</translation>
        </message>
        <message>
            <source>too many requests (rate limit)</source>
            <translation>too many requests (rate limit)</translation>
        </message>
        <message>
            <source>the provider is overloaded</source>
            <translation>the provider is overloaded</translation>
        </message>
        <message>
            <source>no connection</source>
            <translation>no connection</translation>
        </message>
        <message>
            <source>error at the provider</source>
            <translation>error at the provider</translation>
        </message>
        <message>
            <source>the request was refused</source>
            <translation>the request was refused</translation>
        </message>
        <message>
            <source>↻ {what}, retrying in {delay} (attempt {n})</source>
            <translation>↻ {what}, retrying in {delay} (attempt {n})</translation>
        </message>
        <message>
            <source>no connection to {host}:{port}</source>
            <translation>no connection to {host}:{port}</translation>
        </message>
        <message>
            <source>no answer in time from {host}:{port}</source>
            <translation>no answer in time from {host}:{port}</translation>
        </message>
        <message>
            <source>no answer in time (not complete within {seconds})</source>
            <translation>no answer in time (not complete within {seconds})</translation>
        </message>
        <message>
            <source>the base URL {url} cannot be used</source>
            <translation>the base URL {url} cannot be used</translation>
        </message>
        <message>
            <source>the base URL {url} cannot be used: it must begin with http:// or https://</source>
            <translation>the base URL {url} cannot be used: it must begin with http:// or https://</translation>
        </message>
        <message>
            <source>the request cannot be sent as JSON</source>
            <translation>the request cannot be sent as JSON</translation>
        </message>
        <message>
            <source>unexpected answer from the provider</source>
            <translation>unexpected answer from the provider</translation>
        </message>
        <message>
            <source>the answer broke off</source>
            <translation>the answer broke off</translation>
        </message>
        <message>
            <source>the answer is too large ({size} MB; at most {limit} MB are read)</source>
            <translation>the answer is too large ({size} MB; at most {limit} MB are read)</translation>
        </message>
        <message>
            <source>the answer is too large (over {limit} MB; at most {limit} MB are read)</source>
            <translation>the answer is too large (over {limit} MB; at most {limit} MB are read)</translation>
        </message>
        <message>
            <source>the answer was not a JSON object</source>
            <translation>the answer was not a JSON object</translation>
        </message>
        <message>
            <source>the answer is nested too deeply (more than {depth} levels)</source>
            <translation>the answer is nested too deeply (more than {depth} levels)</translation>
        </message>
        <message>
            <source>error in the middle of the stream</source>
            <translation>error in the middle of the stream</translation>
        </message>
        <message>
            <source>the connection broke off in the middle of the streamed answer</source>
            <translation>the connection broke off in the middle of the streamed answer</translation>
        </message>
        <message>
            <source>the answer held no choices</source>
            <translation>the answer held no choices</translation>
        </message>
        <message>
            <source>the provider reports an error</source>
            <translation>the provider reports an error</translation>
        </message>
        <message>
            <source>the answer is not finished yet (status {state})</source>
            <translation>the answer is not finished yet (status {state})</translation>
        </message>
        <message>
            <source>No API key for {provider}: set the environment variable {variable} (or {other}) or enter the key in the dialog.</source>
            <translation>No API key for {provider}: set the environment variable {variable} (or {other}) or enter the key in the dialog.</translation>
        </message>
        <message>
            <source>The key entered holds characters that no HTTP header may hold (umlauts, line breaks or control characters). Please copy the key again.</source>
            <translation>The key entered holds characters that no HTTP header may hold (umlauts, line breaks or control characters). Please copy the key again.</translation>
        </message>
        <message>
            <source>The key in {variable} holds characters that no HTTP header may hold (umlauts, line breaks or control characters). Please copy the key again.</source>
            <translation>The key in {variable} holds characters that no HTTP header may hold (umlauts, line breaks or control characters). Please copy the key again.</translation>
        </message>
        <message>
            <source>Unencrypted: {url} is http://, not https://, and {host} is not this machine. The API key would travel readable over the network. Use https://, or allow it explicitly (the tick in the dialog, --allow-insecure-http).</source>
            <translation>Unencrypted: {url} is http://, not https://, and {host} is not this machine. The API key would travel readable over the network. Use https://, or allow it explicitly (the tick in the dialog, --allow-insecure-http).</translation>
        </message>
        <message numerus="yes">
            <source>the script has ended: it holds %n replies, and reply {asked} was asked for</source>
            <translation>
                <numerusform>the script has ended: it holds %n reply, and reply {asked} was asked for</numerusform>
                <numerusform>the script has ended: it holds %n replies, and reply {asked} was asked for</numerusform>
            </translation>
        </message>
        <message>
            <source>internal error of the program</source>
            <translation>internal error of the program</translation>
        </message>
        <message>
            <source>{reason} (HTTP {status})</source>
            <translation>{reason} (HTTP {status})</translation>
        </message>
        <message>
            <source>the model call failed</source>
            <translation>the model call failed</translation>
        </message>
    </context>
    <context>
        <name>ProviderDialog</name>
        <message>
            <source>Local servers usually need no key.</source>
            <translation>Local servers usually need no key.</translation>
        </message>
        <message>
            <source>Key found in {name}. One typed here counts for this session only.</source>
            <translation>Key found in {name}. One typed here counts for this session only.</translation>
        </message>
        <message>
            <source>No key found: set {first} or {second}, or type it here (for this session only, never saved).</source>
            <translation>No key found: set {first} or {second}, or type it here (for this session only, never saved).</translation>
        </message>
        <message>
            <source>Set up a real model</source>
            <translation>Set up a real model</translation>
        </message>
        <message>
            <source>The longest a whole request may take, from sending to the last byte.</source>
            <translation>The longest a whole request may take, from sending to the last byte.</translation>
        </message>
        <message>
            <source>Stream the answer (text appears as it arrives)</source>
            <translation>Stream the answer (text appears as it arrives)</translation>
        </message>
        <message>
            <source>Allow http:// to another machine (the key travels unencrypted)</source>
            <translation>Allow http:// to another machine (the key travels unencrypted)</translation>
        </message>
        <message>
            <source>Test connection</source>
            <translation>Test connection</translation>
        </message>
        <message>
            <source>Send one short question with these settings and show what came back</source>
            <translation>Send one short question with these settings and show what came back</translation>
        </message>
        <message>
            <source>Provider</source>
            <translation>Provider</translation>
        </message>
        <message>
            <source>Local server</source>
            <translation>Local server</translation>
        </message>
        <message>
            <source>Base URL</source>
            <translation>Base URL</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Model</translation>
        </message>
        <message>
            <source>Time limit per request</source>
            <translation>Time limit per request</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>API key</translation>
        </message>
        <message>
            <source>Testing {url} …</source>
            <translation>Testing {url} …</translation>
        </message>
        <message>
            <source>not needed</source>
            <translation>not needed</translation>
        </message>
        <message>
            <source>leave empty: read it from the environment</source>
            <translation>leave empty: read it from the environment</translation>
        </message>
    </context>
    <context>
        <name>ReplayView</name>
        <message>
            <source>saved run</source>
            <translation>saved run</translation>
        </message>
        <message>
            <source>run again (orders now)</source>
            <translation>run again (orders now)</translation>
        </message>
        <message>
            <source>Answer</source>
            <translation>Answer</translation>
        </message>
        <message>
            <source>End</source>
            <translation>End</translation>
        </message>
        <message>
            <source>Calls</source>
            <translation>Calls</translation>
        </message>
        <message>
            <source>Tool {n}</source>
            <translation>Tool {n}</translation>
        </message>
        <message>
            <source>✓ Run again: same answer, same tool results, same number of calls.</source>
            <translation>✓ Run again: same answer, same tool results, same number of calls.</translation>
        </message>
        <message>
            <source>answer</source>
            <translation>answer</translation>
        </message>
        <message>
            <source>tool results</source>
            <translation>tool results</translation>
        </message>
        <message>
            <source>number of calls</source>
            <translation>number of calls</translation>
        </message>
        <message>
            <source>≠ Run again: {what} changed (highlighted).</source>
            <translation>≠ Run again: {what} changed (highlighted).</translation>
        </message>
        <message>
            <source>Run again shows here what changed.</source>
            <translation>Run again shows here what changed.</translation>
        </message>
        <message>
            <source>Show new run</source>
            <translation>Show new run</translation>
        </message>
        <message>
            <source>Show the new run in the chat and the inspector</source>
            <translation>Show the new run in the chat and the inspector</translation>
        </message>
    </context>
    <context>
        <name>Run</name>
        <message numerus="yes">
            <source>~%n token(s)</source>
            <translation>
                <numerusform>~%n token</numerusform>
                <numerusform>~%n tokens</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>About to send %n message(s), {tokens}</source>
            <translation>
                <numerusform>About to send %n message, {tokens}</numerusform>
                <numerusform>About to send %n messages, {tokens}</numerusform>
            </translation>
        </message>
        <message>
            <source>About to run {calls} together</source>
            <translation>About to run {calls} together</translation>
        </message>
        <message>
            <source>About to run {calls}</source>
            <translation>About to run {calls}</translation>
        </message>
    </context>
    <context>
        <name>RunFiles</name>
        <message>
            <source>{name} cannot be written: {error}.</source>
            <translation>{name} cannot be written: {error}.</translation>
        </message>
        <message>
            <source>Tool Loop Studio run (*.json);;All files (*)</source>
            <translation>Tool Loop Studio run (*.json);;All files (*)</translation>
        </message>
        <message>
            <source>Please wait: the running question is not finished yet.</source>
            <translation>Please wait: the running question is not finished yet.</translation>
        </message>
        <message>
            <source>No run to save yet: ask a question first (or open a run).</source>
            <translation>No run to save yet: ask a question first (or open a run).</translation>
        </message>
        <message>
            <source>The run cannot be opened</source>
            <translation>The run cannot be opened</translation>
        </message>
        <message>
            <source>This run was made with other orders than those in the table now:</source>
            <translation>This run was made with other orders than those in the table now:</translation>
        </message>
        <message>
            <source>Restore the orders saved with the run, or keep the current ones?</source>
            <translation>Restore the orders saved with the run, or keep the current ones?</translation>
        </message>
        <message>
            <source>Orders of the saved run</source>
            <translation>Orders of the saved run</translation>
        </message>
        <message>
            <source>Restore saved orders</source>
            <translation>Restore saved orders</translation>
        </message>
        <message>
            <source>Keep current orders</source>
            <translation>Keep current orders</translation>
        </message>
        <message>
            <source>No run to export yet.</source>
            <translation>No run to export yet.</translation>
        </message>
        <message>
            <source>No run to run again yet: ask a question first or open a run.</source>
            <translation>No run to run again yet: ask a question first or open a run.</translation>
        </message>
        <message>
            <source>To run it again, first choose {model} as the model.</source>
            <translation>To run it again, first choose {model} as the model.</translation>
        </message>
        <message>
            <source>“Run again” is already running.</source>
            <translation>“Run again” is already running.</translation>
        </message>
        <message>
            <source>Run again: what changed</source>
            <translation>Run again: what changed</translation>
        </message>
        <message>
            <source>Save run</source>
            <translation>Save run</translation>
        </message>
        <message>
            <source>Open run</source>
            <translation>Open run</translation>
        </message>
        <message>
            <source>Export Markdown</source>
            <translation>Export Markdown</translation>
        </message>
        <message>
            <source>Run again failed: {error}</source>
            <translation>Run again failed: {error}</translation>
        </message>
    </context>
    <context>
        <name>RunOrders</name>
        <message numerus="yes">
            <source>%n order(s) changed since: {ids}</source>
            <translation>
                <numerusform>%n order changed since: {ids}</numerusform>
                <numerusform>%n orders changed since: {ids}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n order(s) no longer there: {ids}</source>
            <translation>
                <numerusform>%n order no longer there: {ids}</numerusform>
                <numerusform>%n orders no longer there: {ids}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n order(s) added since: {ids}</source>
            <translation>
                <numerusform>%n order added since: {ids}</numerusform>
                <numerusform>%n orders added since: {ids}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Run again used the same %n order(s) as the saved run.</source>
            <translation>
                <numerusform>Run again used the same %n order as the saved run.</numerusform>
                <numerusform>Run again used the same %n orders as the saved run.</numerusform>
            </translation>
        </message>
        <message>
            <source>Run again used the orders in the table now, not those saved with the run:</source>
            <translation>Run again used the orders in the table now, not those saved with the run:</translation>
        </message>
    </context>
    <context>
        <name>RunProblems</name>
        <message>
            <source>The run cannot be saved: it nests deeper than {max} levels (more than a saved file may hold).</source>
            <translation>The run cannot be saved: it nests deeper than {max} levels (more than a saved file may hold).</translation>
        </message>
        <message>
            <source>The run belongs to the lesson “{name}”, which cannot be loaded:
{error}</source>
            <translation>The run belongs to the lesson “{name}”, which cannot be loaded:
{error}</translation>
        </message>
        <message>
            <source>{name} is damaged:
{detail}</source>
            <translation>{name} is damaged:
{detail}</translation>
        </message>
        <message>
            <source>{name} is damaged: line {line} nests deeper than {max} levels.</source>
            <translation>{name} is damaged: line {line} nests deeper than {max} levels.</translation>
        </message>
        <message>
            <source>{name} is damaged: not valid JSON (line {line}, column {column}).</source>
            <translation>{name} is damaged: not valid JSON (line {line}, column {column}).</translation>
        </message>
        <message>
            <source>{name} is not a saved Tool Loop Studio run.</source>
            <translation>{name} is not a saved Tool Loop Studio run.</translation>
        </message>
        <message>
            <source>{name} is damaged: format version {version} is not valid.</source>
            <translation>{name} is damaged: format version {version} is not valid.</translation>
        </message>
        <message>
            <source>{name} comes from a newer version of the app (format version {version}); this app reads up to version {supported}. Please update the app.</source>
            <translation>{name} comes from a newer version of the app (format version {version}); this app reads up to version {supported}. Please update the app.</translation>
        </message>
        <message>
            <source>{name} is damaged or was changed after saving (the checksum does not match).</source>
            <translation>{name} is damaged or was changed after saving (the checksum does not match).</translation>
        </message>
        <message>
            <source>{name} is damaged: not UTF-8 text.</source>
            <translation>{name} is damaged: not UTF-8 text.</translation>
        </message>
        <message>
            <source>{name} cannot be read:
{error}</source>
            <translation>{name} cannot be read:
{error}</translation>
        </message>
        <message>
            <source>To run it again with “{client}”, choose that model in the window first.</source>
            <translation>To run it again with “{client}”, choose that model in the window first.</translation>
        </message>
        <message>
            <source>There is no message {index} (the conversation has {count}).</source>
            <translation>There is no message {index} (the conversation has {count}).</translation>
        </message>
        <message>
            <source>Message {message} has no block {block}.</source>
            <translation>Message {message} has no block {block}.</translation>
        </message>
        <message>
            <source>Nothing to add.</source>
            <translation>Nothing to add.</translation>
        </message>
        <message>
            <source>The protocol check refuses this history:
{problems}</source>
            <translation>The protocol check refuses this history:
{problems}</translation>
        </message>
        <message>
            <source>The conversation is empty: there is nothing to continue.</source>
            <translation>The conversation is empty: there is nothing to continue.</translation>
        </message>
        <message>
            <source>Message {index}: the conversation ends with the model's answer (nothing to continue: add a user message or a tool_use).</source>
            <translation>Message {index}: the conversation ends with the model's answer (nothing to continue: add a user message or a tool_use).</translation>
        </message>
        <message>
            <source>missing: “{text}”</source>
            <translation>missing: “{text}”</translation>
        </message>
        <message>
            <source>contains: “{text}”</source>
            <translation>contains: “{text}”</translation>
        </message>
        <message>
            <source>ended: {reason}, expected: {expected}</source>
            <translation>ended: {reason}, expected: {expected}</translation>
        </message>
    </context>
    <context>
        <name>RunShow</name>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <source>all</source>
            <translation>all</translation>
        </message>
        <message>
            <source>saved run {where}{when} · model {model} · MAX_CALLS {max} · tools {tools} · customer {customer} · faults: {faults}</source>
            <translation>saved run {where}{when} · model {model} · MAX_CALLS {max} · tools {tools} · customer {customer} · faults: {faults}</translation>
        </message>
        <message>
            <source>unsaved</source>
            <translation>unsaved</translation>
        </message>
        <message numerus="yes">
            <source>%n earlier message(s) of this conversation: see the inspector</source>
            <translation>
                <numerusform>%n earlier message of this conversation: see the inspector</numerusform>
                <numerusform>%n earlier messages of this conversation: see the inspector</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RunStatus</name>
        <message>
            <source>answered</source>
            <translation>answered</translation>
        </message>
        <message>
            <source>MAX_CALLS reached</source>
            <translation>MAX_CALLS reached</translation>
        </message>
        <message>
            <source>token budget exceeded</source>
            <translation>token budget exceeded</translation>
        </message>
        <message>
            <source>unexpected stop_reason</source>
            <translation>unexpected stop_reason</translation>
        </message>
        <message>
            <source>time limit</source>
            <translation>time limit</translation>
        </message>
        <message>
            <source>model error</source>
            <translation>model error</translation>
        </message>
        <message>
            <source>aborted</source>
            <translation>aborted</translation>
        </message>
        <message>
            <source>tokens: last call {last} · this run {run}</source>
            <translation>tokens: last call {last} · this run {run}</translation>
        </message>
        <message>
            <source>idle · stopped: {why}</source>
            <translation>idle · stopped: {why}</translation>
        </message>
        <message>
            <source>Input tokens the model read: in the last call, and summed over this question's calls</source>
            <translation>Input tokens the model read: in the last call, and summed over this question's calls</translation>
        </message>
        <message>
            <source>Model calls made for this question, out of MAX_CALLS</source>
            <translation>Model calls made for this question, out of MAX_CALLS</translation>
        </message>
        <message>
            <source>idle</source>
            <translation>idle</translation>
        </message>
        <message>
            <source>calls {made}/{of}</source>
            <translation>calls {made}/{of}</translation>
        </message>
        <message>
            <source>running</source>
            <translation>running</translation>
        </message>
        <message>
            <source>waiting for the model (call {n})</source>
            <translation>waiting for the model (call {n})</translation>
        </message>
        <message>
            <source>waiting for the model: retry {n} in {delay}</source>
            <translation>waiting for the model: retry {n} in {delay}</translation>
        </message>
        <message>
            <source>reply: {stop}</source>
            <translation>reply: {stop}</translation>
        </message>
        <message>
            <source>running tool {call}</source>
            <translation>running tool {call}</translation>
        </message>
        <message>
            <source>tool done: {call}</source>
            <translation>tool done: {call}</translation>
        </message>
        <message>
            <source>paused: {what}  (F10 = next step)</source>
            <translation>paused: {what}  (F10 = next step)</translation>
        </message>
    </context>
    <context>
        <name>RunToolbar</name>
        <message>
            <source>✍ By hand</source>
            <translation>✍ By hand</translation>
        </message>
        <message>
            <source>Every tool call stops: accept what the tool would return, edit it, or write the result yourself</source>
            <translation>Every tool call stops: accept what the tool would return, edit it, or write the result yourself</translation>
        </message>
        <message>
            <source>next call returns an error</source>
            <translation>next call returns an error</translation>
        </message>
        <message>
            <source>next call raises</source>
            <translation>next call raises</translation>
        </message>
        <message>
            <source>next call hangs past its timeout</source>
            <translation>next call hangs past its timeout</translation>
        </message>
        <message>
            <source>Run</source>
            <translation>Run</translation>
        </message>
        <message>
            <source>MAX_CALLS: model calls per question before handing off to a human</source>
            <translation>MAX_CALLS: model calls per question before handing off to a human</translation>
        </message>
        <message>
            <source> tok</source>
            <translation> tok</translation>
        </message>
        <message>
            <source>Token budget: input tokens per question before handing off to a human (off = no budget)</source>
            <translation>Token budget: input tokens per question before handing off to a human (off = no budget)</translation>
        </message>
        <message>
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <source>Time limit: seconds per question before handing off to a human (off = no limit)</source>
            <translation>Time limit: seconds per question before handing off to a human (off = no limit)</translation>
        </message>
        <message>
            <source>Approval timeout: an acting call nobody approves within this time is rejected (default deny)</source>
            <translation>Approval timeout: an acting call nobody approves within this time is rejected (default deny)</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>Tools</translation>
        </message>
        <message>
            <source>Step mode</source>
            <translation>Step mode</translation>
        </message>
        <message>
            <source>Pause before each model call and each tool run</source>
            <translation>Pause before each model call and each tool run</translation>
        </message>
        <message>
            <source>Next step</source>
            <translation>Next step</translation>
        </message>
        <message>
            <source>Continue the paused run by one step (F10)</source>
            <translation>Continue the paused run by one step (F10)</translation>
        </message>
        <message>
            <source>Abort</source>
            <translation>Abort</translation>
        </message>
        <message>
            <source>Cancel the running question (Escape)</source>
            <translation>Cancel the running question (Escape)</translation>
        </message>
        <message>
            <source>New conversation</source>
            <translation>New conversation</translation>
        </message>
        <message>
            <source>Forget the conversation (only while idle) (Ctrl+N)</source>
            <translation>Forget the conversation (only while idle) (Ctrl+N)</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Model</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>Customer</translation>
        </message>
        <message>
            <source>Run control</source>
            <translation>Run control</translation>
        </message>
        <message>
            <source>Limits</source>
            <translation>Limits</translation>
        </message>
        <message>
            <source>Token budget</source>
            <translation>Token budget</translation>
        </message>
        <message>
            <source>Time limit</source>
            <translation>Time limit</translation>
        </message>
        <message>
            <source>Approval timeout</source>
            <translation>Approval timeout</translation>
        </message>
        <message>
            <source>Faults</source>
            <translation>Faults</translation>
        </message>
        <message>
            <source>Disarm all</source>
            <translation>Disarm all</translation>
        </message>
        <message>
            <source>Tools ({n})</source>
            <translation>Tools ({n})</translation>
        </message>
        <message>
            <source>Tools offered to the model: {tools}</source>
            <translation>Tools offered to the model: {tools}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <source>Faults ({n})</source>
            <translation>Faults ({n})</translation>
        </message>
        <message>
            <source>Inject a fault into a tool</source>
            <translation>Inject a fault into a tool</translation>
        </message>
        <message>
            <source>off</source>
            <translation>off</translation>
        </message>
    </context>
    <context>
        <name>SchemaForm</name>
        <message>
            <source>{type} — left empty: not sent</source>
            <translation>{type} — left empty: not sent</translation>
        </message>
        <message>
            <source>* required</source>
            <translation>* required</translation>
        </message>
        <message>
            <source>This tool takes no input.</source>
            <translation>This tool takes no input.</translation>
        </message>
        <message>
            <source>— not sent —</source>
            <translation>— not sent —</translation>
        </message>
        <message>
            <source>not sent</source>
            <translation>not sent</translation>
        </message>
    </context>
    <context>
        <name>ScriptEditor</name>
        <message>
            <source>Open…</source>
            <translation>Open…</translation>
        </message>
        <message>
            <source>Save…</source>
            <translation>Save…</translation>
        </message>
        <message>
            <source>Validate</source>
            <translation>Validate</translation>
        </message>
        <message>
            <source>Use script</source>
            <translation>Use script</translation>
        </message>
        <message numerus="yes">
            <source>%n problem(s): the script will not run</source>
            <translation>
                <numerusform>%n problem: the script will not run</numerusform>
                <numerusform>%n problems: the script will not run</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>valid: %n replies</source>
            <translation>
                <numerusform>valid: %n reply</numerusform>
                <numerusform>valid: %n replies</numerusform>
            </translation>
        </message>
        <message>
            <source>cannot read {name}: {error}</source>
            <translation>cannot read {name}: {error}</translation>
        </message>
        <message>
            <source>cannot write {name}: {error}</source>
            <translation>cannot write {name}: {error}</translation>
        </message>
        <message>
            <source>saved {name}</source>
            <translation>saved {name}</translation>
        </message>
        <message>
            <source>Open script</source>
            <translation>Open script</translation>
        </message>
        <message>
            <source>JSON (*.json);;All files (*)</source>
            <translation>JSON (*.json);;All files (*)</translation>
        </message>
        <message>
            <source>Save script</source>
            <translation>Save script</translation>
        </message>
    </context>
    <context>
        <name>ScriptProblems</name>
        <message>
            <source>nested deeper than {limit} levels (the limit for a tool call's input)</source>
            <translation>nested deeper than {limit} levels (the limit for a tool call's input)</translation>
        </message>
        <message>
            <source>nested deeper than {limit} levels (the limit for files)</source>
            <translation>nested deeper than {limit} levels (the limit for files)</translation>
        </message>
        <message>
            <source>a reply with an error has no text, tool_calls or stop_reason</source>
            <translation>a reply with an error has no text, tool_calls or stop_reason</translation>
        </message>
        <message>
            <source>a reply needs text, tool_calls or an error</source>
            <translation>a reply needs text, tool_calls or an error</translation>
        </message>
        <message>
            <source>stop_reason tool_use needs at least one tool call</source>
            <translation>stop_reason tool_use needs at least one tool call</translation>
        </message>
        <message>
            <source>unknown field {name}; allowed here: {allowed}</source>
            <translation>unknown field {name}; allowed here: {allowed}</translation>
        </message>
        <message>
            <source>unknown field {name}; allowed here: {allowed}; did you mean {guess}?</source>
            <translation>unknown field {name}; allowed here: {allowed}; did you mean {guess}?</translation>
        </message>
        <message>
            <source>invalid JSON: {error} (column {column})</source>
            <translation>invalid JSON: {error} (column {column})</translation>
        </message>
        <message>
            <source>a value is expected</source>
            <translation>a value is expected</translation>
        </message>
        <message>
            <source>a comma is expected</source>
            <translation>a comma is expected</translation>
        </message>
        <message>
            <source>a colon is expected</source>
            <translation>a colon is expected</translation>
        </message>
        <message>
            <source>a field name in double quotes is expected</source>
            <translation>a field name in double quotes is expected</translation>
        </message>
        <message>
            <source>a text is not closed</source>
            <translation>a text is not closed</translation>
        </message>
        <message>
            <source>more follows after the end</source>
            <translation>more follows after the end</translation>
        </message>
        <message>
            <source>a control character inside a text</source>
            <translation>a control character inside a text</translation>
        </message>
        <message>
            <source>line {line}: {field}: {words}</source>
            <translation>line {line}: {field}: {words}</translation>
        </message>
        <message>
            <source>line {line}: {words}</source>
            <translation>line {line}: {words}</translation>
        </message>
    </context>
    <context>
        <name>ScriptedChoice</name>
        <message>
            <source>Restart the script for each question</source>
            <translation>Restart the script for each question</translation>
        </message>
        <message>
            <source>On: every question is answered from the script's first reply. Off: the replies are used up across the questions of a conversation (New conversation starts again)</source>
            <translation>On: every question is answered from the script's first reply. Off: the replies are used up across the questions of a conversation (New conversation starts again)</translation>
        </message>
        <message>
            <source>Scripted model</source>
            <translation>Scripted model</translation>
        </message>
    </context>
    <context>
        <name>SequencePane</name>
        <message>
            <source>Copy as Mermaid</source>
            <translation>Copy as Mermaid</translation>
        </message>
        <message>
            <source>Export SVG…</source>
            <translation>Export SVG…</translation>
        </message>
        <message>
            <source>Export PNG…</source>
            <translation>Export PNG…</translation>
        </message>
        <message>
            <source>Click an arrow to select its message or call.</source>
            <translation>Click an arrow to select its message or call.</translation>
        </message>
        <message numerus="yes">
            <source>Mermaid text copied (%n arrow(s)).</source>
            <translation>
                <numerusform>Mermaid text copied (%n arrow).</numerusform>
                <numerusform>Mermaid text copied (%n arrows).</numerusform>
            </translation>
        </message>
        <message>
            <source>SVG image (*.svg)</source>
            <translation>SVG image (*.svg)</translation>
        </message>
        <message>
            <source>PNG image (*.png)</source>
            <translation>PNG image (*.png)</translation>
        </message>
        <message>
            <source>Export the sequence diagram</source>
            <translation>Export the sequence diagram</translation>
        </message>
        <message>
            <source>Saved {0}</source>
            <translation>Saved {0}</translation>
        </message>
        <message>
            <source>{0} could not be written.</source>
            <translation>{0} could not be written.</translation>
        </message>
    </context>
    <context>
        <name>SequenceView</name>
        <message>
            <source>Customer</source>
            <translation>Customer</translation>
        </message>
        <message>
            <source>Program</source>
            <translation>Program</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Model</translation>
        </message>
        <message>
            <source>Tools/Database</source>
            <translation>Tools/Database</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Human</translation>
        </message>
        <message>
            <source>call {call} · {messages}</source>
            <translation>call {call} · {messages}</translation>
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
                <numerusform>%n message</numerusform>
                <numerusform>%n messages</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>one reply, %n tool_use block(s)</source>
            <translation>
                <numerusform>one reply, %n tool_use block</numerusform>
                <numerusform>one reply, %n tool_use blocks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>~%n token(s)</source>
            <translation>
                <numerusform>~%n token</numerusform>
                <numerusform>~%n tokens</numerusform>
            </translation>
        </message>
        <message>
            <source>approve {call}?</source>
            <translation>approve {call}?</translation>
        </message>
        <message>
            <source>approved · {by}</source>
            <translation>approved · {by}</translation>
        </message>
        <message>
            <source>rejected · {by}: {reason}</source>
            <translation>rejected · {by}: {reason}</translation>
        </message>
        <message>
            <source>stop · {by}</source>
            <translation>stop · {by}</translation>
        </message>
        <message>
            <source>hand-off: MAX_CALLS {detail} reached</source>
            <translation>hand-off: MAX_CALLS {detail} reached</translation>
        </message>
        <message>
            <source>hand-off: token budget exceeded ({detail})</source>
            <translation>hand-off: token budget exceeded ({detail})</translation>
        </message>
        <message>
            <source>hand-off: stop_reason {detail}</source>
            <translation>hand-off: stop_reason {detail}</translation>
        </message>
        <message>
            <source>hand-off: time limit exceeded ({detail} s)</source>
            <translation>hand-off: time limit exceeded ({detail} s)</translation>
        </message>
        <message>
            <source>hand-off: model error ({detail})</source>
            <translation>hand-off: model error ({detail})</translation>
        </message>
        <message>
            <source>hand-off: cancelled ({detail})</source>
            <translation>hand-off: cancelled ({detail})</translation>
        </message>
        <message>
            <source>Tool loop sequence diagram</source>
            <translation>Tool loop sequence diagram</translation>
        </message>
    </context>
    <context>
        <name>Store</name>
        <message>
            <source>order number must not be empty</source>
            <translation>order number must not be empty</translation>
        </message>
        <message>
            <source>order number {value}: only letters, digits, - and _, at most 32 characters</source>
            <translation>order number {value}: only letters, digits, - and _, at most 32 characters</translation>
        </message>
        <message>
            <source>customer id must not be empty</source>
            <translation>customer id must not be empty</translation>
        </message>
        <message>
            <source>customer id {value}: only letters, digits, - and _, at most 32 characters</source>
            <translation>customer id {value}: only letters, digits, - and _, at most 32 characters</translation>
        </message>
        <message>
            <source>unknown status {value}; allowed: {allowed}</source>
            <translation>unknown status {value}; allowed: {allowed}</translation>
        </message>
        <message>
            <source>date missing</source>
            <translation>date missing</translation>
        </message>
        <message>
            <source>not a valid date: {value} (e.g. {example} or {iso})</source>
            <translation>not a valid date: {value} (e.g. {example} or {iso})</translation>
        </message>
        <message>
            <source>order number {id} already taken</source>
            <translation>order number {id} already taken</translation>
        </message>
        <message>
            <source>no order {id}</source>
            <translation>no order {id}</translation>
        </message>
        <message>
            <source>unknown field {field}</source>
            <translation>unknown field {field}</translation>
        </message>
        <message>
            <source>repeated order numbers in the data</source>
            <translation>repeated order numbers in the data</translation>
        </message>
    </context>
    <context>
        <name>StoreNotices</name>
        <message>
            <source>The lesson data runs in memory only: changes are lost on quitting.</source>
            <translation>The lesson data runs in memory only: changes are lost on quitting.</translation>
        </message>
        <message>
            <source>{reason} The lesson data runs in memory only: changes are lost on quitting.</source>
            <translation>{reason} The lesson data runs in memory only: changes are lost on quitting.</translation>
        </message>
        <message>
            <source>The database {path} cannot be used ({error}).</source>
            <translation>The database {path} cannot be used ({error}).</translation>
        </message>
        <message>
            <source>New database created from the lesson data: {path}</source>
            <translation>New database created from the lesson data: {path}</translation>
        </message>
        <message>
            <source>{path} is {what}, not an orders database; the program leaves it untouched.</source>
            <translation>{path} is {what}, not an orders database; the program leaves it untouched.</translation>
        </message>
        <message>
            <source>a folder</source>
            <translation>a folder</translation>
        </message>
        <message>
            <source>a link to a file that does not exist</source>
            <translation>a link to a file that does not exist</translation>
        </message>
        <message>
            <source>not a regular file (a device, a pipe or a socket)</source>
            <translation>not a regular file (a device, a pipe or a socket)</translation>
        </message>
        <message>
            <source>{path} is not an orders database of this program ({reason}); the file stays unchanged where it is.</source>
            <translation>{path} is not an orders database of this program ({reason}); the file stays unchanged where it is.</translation>
        </message>
        <message>
            <source>The database {path} is damaged ({reason}). It now lies at {kept}; started afresh with the lesson data.</source>
            <translation>The database {path} is damaged ({reason}). It now lies at {kept}; started afresh with the lesson data.</translation>
        </message>
        <message>
            <source>the file is read-only</source>
            <translation>the file is read-only</translation>
        </message>
        <message>
            <source>the folder {folder} is read-only</source>
            <translation>the folder {folder} is read-only</translation>
        </message>
        <message>
            <source>cannot be written: {error}</source>
            <translation>cannot be written: {error}</translation>
        </message>
        <message>
            <source>The database {path} is locked just now (another program is writing to it); waiting up to {seconds} s …</source>
            <translation>The database {path} is locked just now (another program is writing to it); waiting up to {seconds} s …</translation>
        </message>
        <message>
            <source>The database {path} is locked: another program has held it for over {seconds} s. It stays unchanged; open it again later.</source>
            <translation>The database {path} is locked: another program has held it for over {seconds} s. It stays unchanged; open it again later.</translation>
        </message>
        <message>
            <source>no orders table of the expected form</source>
            <translation>no orders table of the expected form</translation>
        </message>
        <message>
            <source>SQLite's quick_check finds errors</source>
            <translation>SQLite's quick_check finds errors</translation>
        </message>
        <message>
            <source>SQLite: {error}</source>
            <translation>SQLite: {error}</translation>
        </message>
        <message>
            <source>row {row}: {error}</source>
            <translation>row {row}: {error}</translation>
        </message>
        <message>
            <source>row {row} is not in the stored form</source>
            <translation>row {row} is not in the stored form</translation>
        </message>
        <message>
            <source>the rows cannot be brought into one form: {error}</source>
            <translation>the rows cannot be brought into one form: {error}</translation>
        </message>
        <message>
            <source>{path} is read-only ({why}) and not a usable orders database ({reason}); the file stays unchanged.</source>
            <translation>{path} is read-only ({why}) and not a usable orders database ({reason}); the file stays unchanged.</translation>
        </message>
        <message>
            <source>Read only: {why}. Changes are off.</source>
            <translation>Read only: {why}. Changes are off.</translation>
        </message>
        <message>
            <source>The database {path} is opened for reading only ({why}): changes are off.</source>
            <translation>The database {path} is opened for reading only ({why}): changes are off.</translation>
        </message>
        <message>
            <source>{path} was just created by another program; the file stays unchanged.</source>
            <translation>{path} was just created by another program; the file stays unchanged.</translation>
        </message>
        <message>
            <source>Database locked: another program holds it just now; please try again in a moment</source>
            <translation>Database locked: another program holds it just now; please try again in a moment</translation>
        </message>
        <message>
            <source>Database locked: another program is writing to it; nothing changed, please try again in a moment</source>
            <translation>Database locked: another program is writing to it; nothing changed, please try again in a moment</translation>
        </message>
        <message>
            <source>Database not reachable: {error}</source>
            <translation>Database not reachable: {error}</translation>
        </message>
        <message>
            <source>Database not writable: {error}</source>
            <translation>Database not writable: {error}</translation>
        </message>
    </context>
    <context>
        <name>Switches</name>
        <message>
            <source>parallel tool calls off</source>
            <translation>parallel tool calls off</translation>
        </message>
        <message>
            <source>strict: {tools}</source>
            <translation>strict: {tools}</translation>
        </message>
        <message>
            <source>auto: the model decides</source>
            <translation>auto: the model decides</translation>
        </message>
        <message>
            <source>any: it must call some tool</source>
            <translation>any: it must call some tool</translation>
        </message>
        <message>
            <source>none: it may call no tool</source>
            <translation>none: it may call no tool</translation>
        </message>
        <message>
            <source>Tool choice</source>
            <translation>Tool choice</translation>
        </message>
        <message>
            <source>{tool}: call it first</source>
            <translation>{tool}: call it first</translation>
        </message>
        <message>
            <source>Parallel tool calls</source>
            <translation>Parallel tool calls</translation>
        </message>
        <message>
            <source>Off: at most one tool call per reply</source>
            <translation>Off: at most one tool call per reply</translation>
        </message>
        <message>
            <source>Strict</source>
            <translation>Strict</translation>
        </message>
        <message>
            <source>A strict tool's input always fits its schema; its values are still checked</source>
            <translation>A strict tool's input always fits its schema; its values are still checked</translation>
        </message>
        <message>
            <source>Calls *</source>
            <translation>Calls *</translation>
        </message>
        <message>
            <source>Calls</source>
            <translation>Calls</translation>
        </message>
        <message>
            <source>What the model may call: {said}</source>
            <translation>What the model may call: {said}</translation>
        </message>
        <message>
            <source>tool_choice auto, parallel tool calls on, none strict</source>
            <translation>tool_choice auto, parallel tool calls on, none strict</translation>
        </message>
    </context>
    <context>
        <name>ToolEditing</name>
        <message>
            <source>Edit tools…</source>
            <translation>Edit tools…</translation>
        </message>
        <message>
            <source>Add, change or delete the lesson's tools: a name, a description, input fields and one SQL query</source>
            <translation>Add, change or delete the lesson's tools: a name, a description, input fields and one SQL query</translation>
        </message>
    </context>
    <context>
        <name>ToolEditor</name>
        <message>
            <source>Tools of the lesson</source>
            <translation>Tools of the lesson</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Add</translation>
        </message>
        <message>
            <source>Duplicate</source>
            <translation>Duplicate</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Delete</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Save</translation>
        </message>
        <message>
            <source>Try it…</source>
            <translation>Try it…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>The lesson's fake model calls this tool: it stays.</source>
            <translation>The lesson's fake model calls this tool: it stays.</translation>
        </message>
        <message>
            <source>Call this tool by hand, with input you type and no model</source>
            <translation>Call this tool by hand, with input you type and no model</translation>
        </message>
        <message>
            <source>Save first: by hand, the tool runs as the window has it</source>
            <translation>Save first: by hand, the tool runs as the window has it</translation>
        </message>
        <message>
            <source>✗ Problems in: {tools}</source>
            <translation>✗ Problems in: {tools}</translation>
        </message>
        <message>
            <source>No problems.</source>
            <translation>No problems.</translation>
        </message>
        <message>
            <source>Save offers the tools from the next model call on.</source>
            <translation>Save offers the tools from the next model call on.</translation>
        </message>
        <message>
            <source>✗ Not saved:</source>
            <translation>✗ Not saved:</translation>
        </message>
        <message>
            <source>Saved as your own copy of the lesson: offered from the next model call on.</source>
            <translation>Saved as your own copy of the lesson: offered from the next model call on.</translation>
        </message>
    </context>
    <context>
        <name>ToolForm</name>
        <message>
            <source>reading (only reads; runs together with other reads)</source>
            <translation>reading (only reads; runs together with other reads)</translation>
        </message>
        <message>
            <source>acting (writes; a human approves each call)</source>
            <translation>acting (writes; a human approves each call)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Description</source>
            <translation>Description</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Kind</translation>
        </message>
        <message>
            <source>Input</source>
            <translation>Input</translation>
        </message>
        <message>
            <source>SQL query</source>
            <translation>SQL query</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Result</translation>
        </message>
        <message>
            <source>Not found</source>
            <translation>Not found</translation>
        </message>
        <message>
            <source>Before the write</source>
            <translation>Before the write</translation>
        </message>
        <message>
            <source>strict (the provider keeps the input to the schema's shape)</source>
            <translation>strict (the provider keeps the input to the schema's shape)</translation>
        </message>
        <message>
            <source>Add field</source>
            <translation>Add field</translation>
        </message>
        <message>
            <source>Remove field</source>
            <translation>Remove field</translation>
        </message>
        <message>
            <source>Fields</source>
            <translation>Fields</translation>
        </message>
        <message>
            <source>Raw JSON Schema</source>
            <translation>Raw JSON Schema</translation>
        </message>
        <message>
            <source>e.g. {order_id} — {status}</source>
            <translation>e.g. {order_id} — {status}</translation>
        </message>
        <message>
            <source>One SQL statement over the lesson's tables. Input fields are :name, the signed-in customer is :customer (never from the model). SQLite itself refuses a write from a reading tool.</source>
            <translation>One SQL statement over the lesson's tables. Input fields are :name, the signed-in customer is :customer (never from the model). SQLite itself refuses a write from a reading tool.</translation>
        </message>
        <message>
            <source>Each row read, written with its columns and the input fields: {column}, {column:date}</source>
            <translation>Each row read, written with its columns and the input fields: {column}, {column:date}</translation>
        </message>
        <message>
            <source>This schema says more than the table shows (e.g. an enum or a pattern): edit it as raw JSON Schema.</source>
            <translation>This schema says more than the table shows (e.g. an enum or a pattern): edit it as raw JSON Schema.</translation>
        </message>
    </context>
    <context>
        <name>ToolProblems</name>
        <message>
            <source>1 to 64 letters a–z, A–Z, digits, _ or - (the names all three providers accept)</source>
            <translation>1 to 64 letters a–z, A–Z, digits, _ or - (the names all three providers accept)</translation>
        </message>
        <message>
            <source>another tool of this lesson is called {name}</source>
            <translation>another tool of this lesson is called {name}</translation>
        </message>
        <message>
            <source>the lesson's fake model calls {name}: keep that name</source>
            <translation>the lesson's fake model calls {name}: keep that name</translation>
        </message>
        <message>
            <source>may not be empty</source>
            <translation>may not be empty</translation>
        </message>
        <message>
            <source>reading or acting</source>
            <translation>reading or acting</translation>
        </message>
        <message>
            <source>not a valid JSON Schema at {where}: {message}</source>
            <translation>not a valid JSON Schema at {where}: {message}</translation>
        </message>
        <message>
            <source>a tool's input is an object: "type": "object"</source>
            <translation>a tool's input is an object: "type": "object"</translation>
        </message>
        <message>
            <source>field {field}: lower-case letters, digits and _, starting with a letter</source>
            <translation>field {field}: lower-case letters, digits and _, starting with a letter</translation>
        </message>
        <message>
            <source>field {field}: the customer comes from the session, never from the model</source>
            <translation>field {field}: the customer comes from the session, never from the model</translation>
        </message>
        <message>
            <source>field {field}: its type is one of {types}</source>
            <translation>field {field}: its type is one of {types}</translation>
        </message>
        <message>
            <source>{field} is required but is not a field</source>
            <translation>{field} is required but is not a field</translation>
        </message>
        <message>
            <source>the lesson checks a field {field} that is gone</source>
            <translation>the lesson checks a field {field} that is gone</translation>
        </message>
        <message>
            <source>field {field}: the longest length is a whole number from 1, or empty</source>
            <translation>field {field}: the longest length is a whole number from 1, or empty</translation>
        </message>
        <message>
            <source>:{param} is not an input field (there are :customer and the fields: {fields})</source>
            <translation>:{param} is not an input field (there are :customer and the fields: {fields})</translation>
        </message>
        <message>
            <source>SQLite refused {what}: a reading tool may not write</source>
            <translation>SQLite refused {what}: a reading tool may not write</translation>
        </message>
        <message>
            <source>SQLite refused the table {what}: it is not one of the lesson's tables</source>
            <translation>SQLite refused the table {what}: it is not one of the lesson's tables</translation>
        </message>
        <message>
            <source>SQLite refused {what}: a tool runs one query over the lesson's tables</source>
            <translation>SQLite refused {what}: a tool runs one query over the lesson's tables</translation>
        </message>
        <message>
            <source>SQLite cannot run it: {message}</source>
            <translation>SQLite cannot run it: {message}</translation>
        </message>
        <message>
            <source>a reading tool reads only the signed-in customer's rows: use :customer</source>
            <translation>a reading tool reads only the signed-in customer's rows: use :customer</translation>
        </message>
        <message>
            <source>not a template: {message}</source>
            <translation>not a template: {message}</translation>
        </message>
        <message>
            <source>{{{name}}} is not a name</source>
            <translation>{{{name}}} is not a name</translation>
        </message>
        <message>
            <source>unknown format {{{name}:{spec}}} (there is {{{name}:date}})</source>
            <translation>unknown format {{{name}:{spec}}} (there is {{{name}:date}})</translation>
        </message>
        <message>
            <source>{{{name}}} has no value here; there are: {allowed}</source>
            <translation>{{{name}}} has no value here; there are: {allowed}</translation>
        </message>
        <message>
            <source>only an acting tool checks before it writes</source>
            <translation>only an acting tool checks before it writes</translation>
        </message>
        <message>
            <source>refusals need a check query</source>
            <translation>refusals need a check query</translation>
        </message>
        <message>
            <source>name at least one value of the column (several: a | b)</source>
            <translation>name at least one value of the column (several: a | b)</translation>
        </message>
        <message>
            <source>the check query gives no column {column}</source>
            <translation>the check query gives no column {column}</translation>
        </message>
        <message>
            <source>{message}</source>
            <translation>{message}</translation>
        </message>
        <message>
            <source>not JSON: {message} (line {line}, column {column})</source>
            <translation>not JSON: {message} (line {line}, column {column})</translation>
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
            <translation>Call a tool by hand…</translation>
        </message>
        <message>
            <source>Run one tool with input you type, no model</source>
            <translation>Run one tool with input you type, no model</translation>
        </message>
    </context>
    <context>
        <name>Tour</name>
        <message>
            <source>{n} of {total}</source>
            <translation>{n} of {total}</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Done</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Next</translation>
        </message>
    </context>
    <context>
        <name>TourBubble</name>
        <message>
            <source>Next</source>
            <translation>Next</translation>
        </message>
        <message>
            <source>Skip the tour</source>
            <translation>Skip the tour</translation>
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
            <translation>&amp;View</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation>Zoom in</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation>Zoom out</translation>
        </message>
        <message>
            <source>Actual size (100 %)</source>
            <translation>Actual size (100 %)</translation>
        </message>
        <message>
            <source>Presentation mode</source>
            <translation>Presentation mode</translation>
        </message>
    </context>
</TS>
