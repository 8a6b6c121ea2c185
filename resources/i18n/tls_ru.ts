<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AnswerMarks</name>
    <message>
        <source>This answer repeats text from an untrusted tool result (a prompt injection): do not trust it.</source>
        <translation>Этот ответ повторяет текст из недоверенного результата инструмента (prompt injection): не доверяйте ему.</translation>
    </message>
    <message>
        <source>Not from the data: the model answered without looking anything up.</source>
        <translation>Не из данных: модель ответила, ничего не проверив.</translation>
    </message>
    <message>
        <source>Not from the data: no tool result said what this answer states.</source>
        <translation>Не из данных: ни один результат инструмента не содержал того, что утверждает этот ответ.</translation>
    </message>
    <message>
        <source>The data has no order {order} for customer {customer}.</source>
        <translation>В данных нет заказа {order} для клиента {customer}.</translation>
    </message>
</context>
<context>
    <name>ApprovalCard</name>
    <message>
        <source>{tool} wants to act — approval needed</source>
        <translation>{tool} хочет действовать — нужно одобрение</translation>
    </message>
    <message>
        <source>{id} {call}  ·  call {n}</source>
        <translation>{id} {call}  ·  вызов {n}</translation>
    </message>
    <message>
        <source>The input the model asked for; Edit input lets you change it before approving</source>
        <translation>Ввод, который запросила модель; «Изменить ввод» позволяет поправить его до одобрения</translation>
    </message>
    <message>
        <source>Reason for a rejection (goes to the model)</source>
        <translation>Причина отказа (передаётся модели)</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Одобрить</translation>
    </message>
    <message>
        <source>Run the call with this input</source>
        <translation>Выполнить вызов с этим вводом</translation>
    </message>
    <message>
        <source>Edit input…</source>
        <translation>Изменить ввод…</translation>
    </message>
    <message>
        <source>Change the input, then approve it</source>
        <translation>Изменить ввод, затем одобрить</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Отклонить</translation>
    </message>
    <message>
        <source>Do not run it; the reason goes back to the model</source>
        <translation>Не выполнять; причина будет передана модели</translation>
    </message>
    <message>
        <source>Stop the run</source>
        <translation>Остановить запуск</translation>
    </message>
    <message>
        <source>Do not run it and end the run (hand-off)</source>
        <translation>Не выполнять и завершить запуск (передача человеку)</translation>
    </message>
    <message>
        <source>Approve edited input</source>
        <translation>Одобрить изменённый ввод</translation>
    </message>
    <message>
        <source>Not valid JSON (line {line}: {msg})</source>
        <translation>Некорректный JSON (строка {line}: {msg})</translation>
    </message>
    <message>
        <source>The input must be a JSON object, e.g. {example}</source>
        <translation>Ввод должен быть JSON-объектом, например {example}</translation>
    </message>
    <message>
        <source>Waits for your decision without a time limit.</source>
        <translation>Ждёт вашего решения без ограничения времени.</translation>
    </message>
    <message>
        <source>Without a decision the call is rejected in {time}.</source>
        <translation>Без решения вызов будет отклонён через {time}.</translation>
    </message>
</context>
<context>
    <name>BatchDetails</name>
    <message>
        <source>Double-click the row to open this case&apos;s run in the main window.</source>
        <translation>Двойной щелчок по строке откроет запуск этого случая в главном окне.</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пройден</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>НЕ ПРОЙДЕН</translation>
    </message>
    <message>
        <source>setup: {setup}</source>
        <translation>подготовка: {setup}</translation>
    </message>
    <message>
        <source>orders: {data} · ended: {reason} · calls {calls} · tokens {tokens} · hand-offs {handoffs} · failures {failures}</source>
        <translation>заказы: {data} · конец: {reason} · вызовы {calls} · токены {tokens} · передачи {handoffs} · ошибки {failures}</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>не записано</translation>
    </message>
    <message>
        <source>problems:</source>
        <translation>проблемы:</translation>
    </message>
    <message>
        <source>approvals:</source>
        <translation>одобрения:</translation>
    </message>
    <message>
        <source>answer:</source>
        <translation>ответ:</translation>
    </message>
</context>
<context>
    <name>BatchResults</name>
    <message>
        <source>Question</source>
        <translation>Вопрос</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Подготовка</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Вызовы</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Токены</translation>
    </message>
    <message>
        <source>Hand-offs</source>
        <translation>Передачи</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>Ошибки</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Проблемы</translation>
    </message>
</context>
<context>
    <name>BatchView</name>
    <message>
        <source>Batch runs need the lesson&apos;s fake, a scripted model or a real provider; the window uses {name}.</source>
        <translation>Пакетным запускам нужна учебная заглушка, скриптовая модель или настоящий провайдер; окно использует {name}.</translation>
    </message>
    <message>
        <source>The orders the questions run against: the lesson&apos;s data (what the lesson&apos;s test set expects), or the orders as edited in the main window</source>
        <translation>Заказы, с которыми работают вопросы: данные урока (на них рассчитан тестовый набор урока) или заказы в том виде, в каком их изменили в главном окне</translation>
    </message>
    <message>
        <source>lesson data</source>
        <translation>данные урока</translation>
    </message>
    <message>
        <source>current orders</source>
        <translation>текущие заказы</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>tools: {tools}</source>
        <translation>инструменты: {tools}</translation>
    </message>
    <message>
        <source>default tool calls</source>
        <translation>вызовы инструментов по умолчанию</translation>
    </message>
    <message>
        <source>fault: {fault}</source>
        <translation>сбой: {fault}</translation>
    </message>
    <message>
        <source>approval: {policy}</source>
        <translation>одобрение: {policy}</translation>
    </message>
    <message>
        <source>no test set</source>
        <translation>нет тестового набора</translation>
    </message>
    <message>
        <source>Open test set…</source>
        <translation>Открыть тестовый набор…</translation>
    </message>
    <message>
        <source>parallel </source>
        <translation>параллельно </translation>
    </message>
    <message>
        <source>Questions run at the same time (useful for real providers)</source>
        <translation>Сколько вопросов идёт одновременно (полезно для настоящих провайдеров)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Запустить</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Экспорт CSV…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>Экспорт JSON…</translation>
    </message>
    <message>
        <source>Select a case to read it in full below; double-click it to open its run</source>
        <translation>Выберите случай, чтобы прочитать его ниже целиком; двойной щелчок откроет его запуск</translation>
    </message>
    <message>
        <source>Select a case to read its problems and answer in full.</source>
        <translation>Выберите случай, чтобы прочитать его проблемы и ответ целиком.</translation>
    </message>
    <message>
        <source>orders</source>
        <translation>заказы</translation>
    </message>
    <message>
        <source>This lesson has no test set: open one.</source>
        <translation>У этого урока нет тестового набора: откройте набор.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n question(s)</source>
        <translation>
            <numerusform>{name}: %n вопрос</numerusform>
            <numerusform>{name}: %n вопроса</numerusform>
            <numerusform>{name}: %n вопросов</numerusform>
        </translation>
    </message>
    <message>
        <source>Open test set</source>
        <translation>Открыть тестовый набор</translation>
    </message>
    <message>
        <source>not started: {why}</source>
        <translation>не запущено: {why}</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>выполняется…</translation>
    </message>
    <message>
        <source> (cancelled after {done} of {total})</source>
        <translation> (прервано после {done} из {total})</translation>
    </message>
    <message>
        <source>{passed} of {n} passed{note} · ran against {data}</source>
        <translation>пройдено {passed} из {n}{note} · на данных: {data}</translation>
    </message>
    <message>
        <source>exported {name}</source>
        <translation>экспортировано: {name}</translation>
    </message>
    <message>
        <source>Export {format}</source>
        <translation>Экспорт {format}</translation>
    </message>
    <message>
        <source>batch failed: {error}</source>
        <translation>пакетный запуск не удался: {error}</translation>
    </message>
</context>
<context>
    <name>BeforeWrite</name>
    <message>
        <source>column</source>
        <translation>столбец</translation>
    </message>
    <message>
        <source>values</source>
        <translation>значения</translation>
    </message>
    <message>
        <source>text</source>
        <translation>текст</translation>
    </message>
    <message>
        <source>One or more values of the column, separated by |</source>
        <translation>Одно или несколько значений столбца через |</translation>
    </message>
    <message>
        <source>Before writing, this query reads the row (no row: the not-found text). A refusal below ends the call with its text, and nothing is written.</source>
        <translation>Перед записью этот запрос читает строку (нет строки — текст «не найдено»). Отказ ниже завершает вызов своим текстом, и ничего не записывается.</translation>
    </message>
    <message>
        <source>Add refusal</source>
        <translation>Добавить отказ</translation>
    </message>
    <message>
        <source>Remove refusal</source>
        <translation>Удалить отказ</translation>
    </message>
    <message>
        <source>A reading query with the same input fields and :customer; its columns can be named in the refusals and their texts.</source>
        <translation>Запрос на чтение с теми же полями ввода и :customer; его столбцы можно называть в отказах и их текстах.</translation>
    </message>
    <message>
        <source>✗ row {number}, {column}: </source>
        <translation>✗ строка {number}, {column}: </translation>
    </message>
</context>
<context>
    <name>Bench</name>
    <message>
        <source>Fault panel…</source>
        <translation>Панель сбоев…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>Save run…</source>
        <translation>Сохранить запуск…</translation>
    </message>
    <message>
        <source>Open run…</source>
        <translation>Открыть запуск…</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>Запустить снова</translation>
    </message>
    <message>
        <source>Export Markdown…</source>
        <translation>Экспорт в Markdown…</translation>
    </message>
    <message>
        <source>Batch run…</source>
        <translation>Пакетный запуск…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>Batch run over a test set</source>
        <translation>Пакетный запуск по тестовому набору</translation>
    </message>
</context>
<context>
    <name>BlockEditor</name>
    <message>
        <source>input is not JSON: {error}</source>
        <translation>input — не JSON: {error}</translation>
    </message>
    <message>
        <source>input must be a JSON object ({…})</source>
        <translation>input должен быть объектом JSON ({…})</translation>
    </message>
</context>
<context>
    <name>BranchList</name>
    <message>
        <source>branch</source>
        <translation>ветвь</translation>
    </message>
    <message>
        <source>forked at</source>
        <translation>точка ответвления</translation>
    </message>
    <message>
        <source>edit</source>
        <translation>правка</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>итог</translation>
    </message>
    <message>
        <source>calls</source>
        <translation>вызовы</translation>
    </message>
    <message>
        <source>tokens in/out</source>
        <translation>токены вх/вых</translation>
    </message>
    <message>
        <source>(sent anyway)</source>
        <translation>(всё равно отправлено)</translation>
    </message>
    <message>
        <source>Right-click a block in Messages: edit it and continue, or continue from there. Tick two branches to compare them.</source>
        <translation>Правый щелчок по блоку в «Сообщениях»: изменить и продолжить или продолжить с этого места. Отметьте две ветви, чтобы сравнить их.</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Показать</translation>
    </message>
    <message>
        <source>Compare ticked</source>
        <translation>Сравнить отмеченные</translation>
    </message>
    <message>
        <source>Tick exactly two branches to compare them ({n} ticked).</source>
        <translation>Отметьте ровно две ветви, чтобы сравнить их (отмечено: {n}).</translation>
    </message>
    <message>
        <source>original</source>
        <translation>оригинал</translation>
    </message>
    <message>
        <source>branch {n}</source>
        <translation>ветвь {n}</translation>
    </message>
    <message>
        <source>#{n} unchanged</source>
        <translation>#{n} без изменений</translation>
    </message>
    <message>
        <source>run again (orders now)</source>
        <translation>повторный запуск (заказы сейчас)</translation>
    </message>
    <message>
        <source>not run yet</source>
        <translation>ещё не запускалась</translation>
    </message>
</context>
<context>
    <name>Branching</name>
    <message>
        <source>Branches</source>
        <translation>Ветви</translation>
    </message>
    <message>
        <source>Branch once the running question is finished.</source>
        <translation>Ветвить можно, когда текущий вопрос завершится.</translation>
    </message>
    <message>
        <source>Not sent: {dialect} would refuse it:</source>
        <translation>Не отправлено — {dialect} отклонил бы это:</translation>
    </message>
    <message>
        <source>(continue {branch})</source>
        <translation>(продолжение: {branch})</translation>
    </message>
    <message>
        <source>Protocol check</source>
        <translation>Проверка протокола</translation>
    </message>
    <message>
        <source>{dialect} would refuse this history:</source>
        <translation>{dialect} отклонил бы эту историю:</translation>
    </message>
    <message>
        <source>Send anyway</source>
        <translation>Всё равно отправить</translation>
    </message>
    <message>
        <source>{branch}, forked from {parent}: {edit}</source>
        <translation>{branch}, родительская ветвь — {parent}: {edit}</translation>
    </message>
</context>
<context>
    <name>CallByHand</name>
    <message>
        <source>Call a tool by hand</source>
        <translation>Вызвать инструмент вручную</translation>
    </message>
    <message>
        <source>Acts: changes data. Runs only after you confirm below; Undo reverts it.</source>
        <translation>Пишет: меняет данные. Выполняется только после подтверждения ниже; «Отменить» вернёт изменения.</translation>
    </message>
    <message>
        <source>Cancelled: the tool&apos;s result was not waited for</source>
        <translation>Отменено: результата инструмента не дождались</translation>
    </message>
    <message>
        <source>✗ The call failed: {error}</source>
        <translation>✗ Вызов не удался: {error}</translation>
    </message>
    <message>
        <source>I confirm this call</source>
        <translation>Подтверждаю этот вызов</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Выполнить</translation>
    </message>
    <message>
        <source>Runs the tool as the loop would, for the signed-in customer; no model is asked</source>
        <translation>Выполняет инструмент так же, как цикл, для вошедшего клиента; модель не участвует</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Stop waiting for the tool (an acting tool may already have written)</source>
        <translation>Больше не ждать инструмент (изменяющий инструмент мог уже записать данные)</translation>
    </message>
    <message>
        <source>Input sent (JSON):</source>
        <translation>Отправленный ввод (JSON):</translation>
    </message>
    <message>
        <source>For the signed-in customer {customer} (toolbar)</source>
        <translation>Для вошедшего клиента {customer} (панель инструментов)</translation>
    </message>
    <message>
        <source>Reads: changes nothing</source>
        <translation>Читает: ничего не меняет</translation>
    </message>
    <message>
        <source>Running {tool}…</source>
        <translation>Выполняется {tool}…</translation>
    </message>
    <message>
        <source>No order rows read or changed</source>
        <translation>Ни одна строка заказов не прочитана и не изменена</translation>
    </message>
    <message>
        <source>Rows changed (highlighted in the orders table): {rows}</source>
        <translation>Изменённые строки (выделены в таблице заказов): {rows}</translation>
    </message>
    <message>
        <source>Rows read (highlighted in the orders table): {rows}</source>
        <translation>Прочитанные строки (выделены в таблице заказов): {rows}</translation>
    </message>
</context>
<context>
    <name>CallsModel</name>
    <message>
        <source>run</source>
        <translation>запуск</translation>
    </message>
    <message>
        <source>call</source>
        <translation>вызов</translation>
    </message>
    <message>
        <source>in</source>
        <translation>вход</translation>
    </message>
    <message>
        <source>out</source>
        <translation>выход</translation>
    </message>
    <message>
        <source>s</source>
        <translation>с</translation>
    </message>
    <message>
        <source>(not available)</source>
        <translation>(недоступно)</translation>
    </message>
</context>
<context>
    <name>CallsPane</name>
    <message>
        <source>Select a model call to see its raw JSON.</source>
        <translation>Выберите вызов модели, чтобы увидеть его исходный JSON.</translation>
    </message>
    <message>
        <source>Copy request</source>
        <translation>Копия запроса</translation>
    </message>
    <message>
        <source>Copy response</source>
        <translation>Копия ответа</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копия</translation>
    </message>
    <message>
        <source>run {run} · call {call} · {stop}</source>
        <translation>запуск {run} · вызов {call} · {stop}</translation>
    </message>
    <message>
        <source>next request (paused before call {n})</source>
        <translation>следующий запрос (пауза перед вызовом {n})</translation>
    </message>
    <message>
        <source>rejected after {time} without a decision</source>
        <translation>без решения отклоняется через {time}</translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>без ограничения времени</translation>
    </message>
    <message>
        <source>awaiting approval (call {n}): {tool} · {wait}</source>
        <translation>ждёт одобрения (вызов {n}): {tool} · {wait}</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier message(s) not shown here: Copy request copies the whole request</source>
        <translation>
            <numerusform>%n более раннее сообщение здесь не показано; «Копия запроса» копирует весь запрос</numerusform>
            <numerusform>%n более ранних сообщения здесь не показаны; «Копия запроса» копирует весь запрос</numerusform>
            <numerusform>%n более ранних сообщений здесь не показано; «Копия запроса» копирует весь запрос</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <source>Assistant ⋯ (streaming)</source>
        <translation>Ассистент ⋯ (потоковая передача)</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Ассистент</translation>
    </message>
    <message>
        <source>Assistant (before the tool calls)</source>
        <translation>Ассистент (перед вызовами инструментов)</translation>
    </message>
    <message>
        <source>✗ Answer broke off — discarded</source>
        <translation>✗ Ответ оборвался — отброшен</translation>
    </message>
    <message>
        <source>Assistant (stop_reason: {stop})</source>
        <translation>Ассистент (stop_reason: {stop})</translation>
    </message>
    <message>
        <source>Ask a question as the customer …</source>
        <translation>Задайте вопрос как клиент …</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Отправить</translation>
    </message>
    <message>
        <source>Send the question (Ctrl+Return)</source>
        <translation>Отправить вопрос (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Try:</source>
        <translation>Попробуйте:</translation>
    </message>
    <message>
        <source>Customer {id}</source>
        <translation>Клиент {id}</translation>
    </message>
    <message>
        <source>{what}  (F10: next step)</source>
        <translation>{what}  (F10: следующий шаг)</translation>
    </message>
    <message>
        <source>{id} {call} waits for approval</source>
        <translation>{id} {call} ждёт одобрения</translation>
    </message>
    <message>
        <source>ran together: {ids}</source>
        <translation>выполнены вместе: {ids}</translation>
    </message>
    <message>
        <source>The model call failed: {why}</source>
        <translation>Вызов модели не удался: {why}</translation>
    </message>
    <message>
        <source>The model call failed:</source>
        <translation>Вызов модели не удался:</translation>
    </message>
    <message>
        <source>Handed off to a human</source>
        <translation>Передано человеку</translation>
    </message>
</context>
<context>
    <name>Classroom</name>
    <message>
        <source>Lesson mode: each question starts a new conversation, as the lesson prints it</source>
        <translation>Режим урока: каждый вопрос начинает новый разговор, как в уроке</translation>
    </message>
    <message>
        <source>Ask the class</source>
        <translation>Спросить класс</translation>
    </message>
    <message>
        <source>In step mode: before each step the class predicts what comes next</source>
        <translation>В пошаговом режиме: перед каждым шагом класс предсказывает, что будет дальше</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Чат</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Инспектор</translation>
    </message>
    <message>
        <source>Model calls</source>
        <translation>Вызовы модели</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Заказы</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>Пояснение</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Панель инструментов</translation>
    </message>
    <message>
        <source>Run controls</source>
        <translation>Управление запуском</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>Лимиты</translation>
    </message>
    <message>
        <source>Status bar</source>
        <translation>Строка состояния</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Глоссарий</translation>
    </message>
    <message>
        <source>Tour</source>
        <translation>Экскурсия</translation>
    </message>
    <message>
        <source>The chat: the customer&apos;s questions, the assistant&apos;s answers, and between them every step of the loop.</source>
        <translation>Чат: вопросы клиента, ответы ассистента и между ними каждый шаг цикла.</translation>
    </message>
    <message>
        <source>The inspector: the messages exactly as the next model call sends them, and each call&apos;s raw request and response.</source>
        <translation>Инспектор: сообщения ровно так, как их отправит следующий вызов модели, и исходные запрос и ответ каждого вызова.</translation>
    </message>
    <message>
        <source>The orders: the database the tools read. Edit a cell and ask again: the answer follows the data.</source>
        <translation>Заказы: база данных, которую читают инструменты. Измените ячейку и спросите снова: ответ следует за данными.</translation>
    </message>
    <message>
        <source>Your first question: click an example. Switch on Step mode to go one step at a time; the Explain pane says what happens.</source>
        <translation>Ваш первый вопрос: щёлкните пример. Включите пошаговый режим, чтобы идти шаг за шагом; панель «Пояснение» расскажет, что происходит.</translation>
    </message>
    <message>
        <source>Ask the class first: pick what comes next.</source>
        <translation>Сначала спросите класс: выберите, что будет дальше.</translation>
    </message>
    <message>
        <source>lesson mode</source>
        <translation>режим урока</translation>
    </message>
    <message>
        <source>Each question starts a new conversation, as the lesson prints it</source>
        <translation>Каждый вопрос начинает новый разговор, как в уроке</translation>
    </message>
    <message>
        <source>conversation mode</source>
        <translation>режим разговора</translation>
    </message>
    <message>
        <source>Each question continues the conversation, so it re-sends the earlier ones (View → Lesson mode changes this)</source>
        <translation>Каждый вопрос продолжает разговор и заново отправляет прежние (Вид → Режим урока меняет это)</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>same</source>
        <translation>одинаково</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>изменено</translation>
    </message>
    <message>
        <source>only left</source>
        <translation>только слева</translation>
    </message>
    <message>
        <source>only right</source>
        <translation>только справа</translation>
    </message>
    <message>
        <source>{stop_reason} · {input} in / {output} out</source>
        <translation>{stop_reason} · {input} на входе / {output} на выходе</translation>
    </message>
    <message>
        <source>orders: not recorded</source>
        <translation>заказы: не записаны</translation>
    </message>
    <message>
        <source>orders: {n} as when {branch} ran</source>
        <translation>заказы: {n}, как при запуске ({branch})</translation>
    </message>
    <message>
        <source>orders differ in {ids}</source>
        <translation>заказы различаются: {ids}</translation>
    </message>
    <message>
        <source>the same orders on both sides</source>
        <translation>с обеих сторон одни и те же заказы</translation>
    </message>
    <message>
        <source>as asked</source>
        <translation>как спросили</translation>
    </message>
    <message>
        <source>aligned at the fork (message #{n})</source>
        <translation>выровнено по ответвлению (сообщение #{n})</translation>
    </message>
    <message>
        <source>message</source>
        <translation>сообщение</translation>
    </message>
    <message>
        <source>call</source>
        <translation>вызов</translation>
    </message>
    <message>
        <source>call {n}</source>
        <translation>вызов {n}</translation>
    </message>
    <message>
        <source>final answer</source>
        <translation>итоговый ответ</translation>
    </message>
    <message>
        <source>calls (each branch&apos;s own)</source>
        <translation>вызовы (у каждой ветви свои)</translation>
    </message>
    <message>
        <source>answers</source>
        <translation>ответы</translation>
    </message>
    <message>
        <source>Compare branches</source>
        <translation>Сравнение ветвей</translation>
    </message>
</context>
<context>
    <name>ConnectionTest</name>
    <message>
        <source>aborted</source>
        <translation>прервано</translation>
    </message>
    <message>
        <source>unexpected error: {error}</source>
        <translation>непредвиденная ошибка: {error}</translation>
    </message>
    <message>
        <source>Connected: {model} answered in {time}: “{words}”</source>
        <translation>Соединение установлено: {model} ответила за {time}: «{words}»</translation>
    </message>
</context>
<context>
    <name>ContextChart</name>
    <message>
        <source>Every call sends the whole history again, so each call costs more.</source>
        <translation>Каждый вызов заново отправляет всю историю, поэтому каждый следующий дороже.</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>токены</translation>
    </message>
    <message>
        <source>question · call</source>
        <translation>вопрос · вызов</translation>
    </message>
    <message>
        <source>system + tool definitions</source>
        <translation>система + определения инструментов</translation>
    </message>
    <message>
        <source>history</source>
        <translation>история</translation>
    </message>
    <message>
        <source>output</source>
        <translation>вывод</translation>
    </message>
    <message>
        <source>run total (input)</source>
        <translation>итог запуска (вход)</translation>
    </message>
    <message>
        <source>token budget</source>
        <translation>бюджет токенов</translation>
    </message>
    <message>
        <source>token budget {0}</source>
        <translation>бюджет токенов {0}</translation>
    </message>
    <message>
        <source>question {0} · call {1}: {2} input tokens ({3} system + tool definitions, {4} history), {5} output; this question so far: {6}</source>
        <translation>вопрос {0} · вызов {1}: входных токенов {2} ({3} система + определения инструментов, {4} история), вывод {5}; по этому вопросу пока: {6}</translation>
    </message>
</context>
<context>
    <name>CustomerBox</name>
    <message>
        <source>The signed-in customer (session identity, never a tool argument); choose one of the store&apos;s customers or type an id</source>
        <translation>Вошедший клиент (определяется сеансом, никогда не аргументом инструмента); выберите клиента из базы или введите id</translation>
    </message>
    <message>
        <source>“{typed}” is not a customer id (letters, digits, - and _, at most 32 characters) — still {customer}</source>
        <translation>«{typed}» — не id клиента (буквы, цифры, - и _, не больше 32 символов) — остаётся {customer}</translation>
    </message>
    <message>
        <source>{customer} has no orders</source>
        <translation>у {customer} нет заказов</translation>
    </message>
</context>
<context>
    <name>Deciders</name>
    <message>
        <source>trainer at the keyboard</source>
        <translation>тренер за клавиатурой</translation>
    </message>
    <message>
        <source>batch policy</source>
        <translation>правило пакета</translation>
    </message>
    <message>
        <source>command-line policy</source>
        <translation>правило командной строки</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>время ожидания</translation>
    </message>
    <message>
        <source>cancel</source>
        <translation>отмена</translation>
    </message>
    <message>
        <source>default (deny)</source>
        <translation>по умолчанию (отказ)</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>повтор</translation>
    </message>
    <message>
        <source>replay of {by}</source>
        <translation>повтор: {by}</translation>
    </message>
</context>
<context>
    <name>DialectsPane</name>
    <message>
        <source>A tool call id: highlighted wherever it occurs in all three dialects</source>
        <translation>Id вызова инструмента: подсвечивается везде, где встречается в трёх диалектах</translation>
    </message>
    <message>
        <source>tools</source>
        <translation>инструменты</translation>
    </message>
    <message>
        <source>Also render the tool definitions in each dialect, with the run&apos;s tool choice, parallel switch and strict tools</source>
        <translation>Показать и определения инструментов в каждом диалекте, с tool_choice, параллельностью и строгими инструментами запуска</translation>
    </message>
    <message>
        <source>Click a call id in any column to find it in the other two.</source>
        <translation>Щёлкните id вызова в любой колонке, чтобы найти его в двух других.</translation>
    </message>
    <message>
        <source>call id</source>
        <translation>id вызова</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>The customer asked a question. The program adds it to the conversation as a user message and sends everything to the model: the system prompt, the tool definitions and the whole history.</source>
        <translation>Клиент задал вопрос. Программа добавляет его в разговор как сообщение user и отправляет модели всё: системный промпт, определения инструментов и всю историю.</translation>
    </message>
    <message>
        <source>The customer asked a question. No tools are offered this time, so the model cannot look anything up: whatever it answers comes from its own guesses, not from the data.</source>
        <translation>Клиент задал вопрос. Инструменты на этот раз не предложены, так что модель ничего не может проверить: её ответ — догадка, а не данные.</translation>
    </message>
    <message numerus="yes">
        <source>Model call {n}: the program sends %n message(s) to the model. The model remembers nothing between calls, so every call sends the whole history again and costs more tokens.</source>
        <translation>
            <numerusform>Вызов модели {n}: программа отправляет модели %n сообщение. Модель ничего не помнит между вызовами, поэтому каждый вызов заново отправляет всю историю и стоит больше токенов.</numerusform>
            <numerusform>Вызов модели {n}: программа отправляет модели %n сообщения. Модель ничего не помнит между вызовами, поэтому каждый вызов заново отправляет всю историю и стоит больше токенов.</numerusform>
            <numerusform>Вызов модели {n}: программа отправляет модели %n сообщений. Модель ничего не помнит между вызовами, поэтому каждый вызов заново отправляет всю историю и стоит больше токенов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Next step: model call {n}. The program is about to send %n message(s) to the model, exactly as the inspector shows them. Press F10 to send them.</source>
        <translation>
            <numerusform>Следующий шаг: вызов модели {n}. Программа сейчас отправит модели %n сообщение ровно в том виде, как его показывает инспектор. F10 — отправить.</numerusform>
            <numerusform>Следующий шаг: вызов модели {n}. Программа сейчас отправит модели %n сообщения ровно в том виде, как их показывает инспектор. F10 — отправить.</numerusform>
            <numerusform>Следующий шаг: вызов модели {n}. Программа сейчас отправит модели %n сообщений ровно в том виде, как их показывает инспектор. F10 — отправить.</numerusform>
        </translation>
    </message>
    <message>
        <source>Next step: the program is about to run {calls}. It checks each tool name and input first; nothing has touched the database yet. Press F10 to run it.</source>
        <translation>Следующий шаг: программа сейчас выполнит {calls}. Сначала она проверит имя и ввод каждого инструмента; база данных ещё не тронута. F10 — выполнить.</translation>
    </message>
    <message>
        <source>The model cannot read the database. It asked the program to run {calls} (stop_reason tool_use). The program must answer every tool_use with a tool_result before the model can go on.</source>
        <translation>Модель не может читать базу данных. Она попросила программу выполнить {calls} (stop_reason tool_use). Программа должна ответить на каждый tool_use результатом tool_result, прежде чем модель продолжит.</translation>
    </message>
    <message>
        <source>The model wrote its answer and stopped with stop_reason end_turn: it needs nothing more. The program shows the answer to the customer.</source>
        <translation>Модель написала ответ и остановилась с stop_reason end_turn: ей больше ничего не нужно. Программа показывает ответ клиенту.</translation>
    </message>
    <message>
        <source>The model&apos;s reply was cut off at max_tokens: it ran out of room before it finished. The program cannot use half a reply, so it hands the question to a human.</source>
        <translation>Ответ модели обрезан на max_tokens: ей не хватило места. С половиной ответа программа работать не может и передаёт вопрос человеку.</translation>
    </message>
    <message>
        <source>The model refused to answer (stop_reason refusal). The program does not push it; it hands the question to a human.</source>
        <translation>Модель отказалась отвечать (stop_reason refusal). Программа не настаивает и передаёт вопрос человеку.</translation>
    </message>
    <message>
        <source>The provider paused a long turn (stop_reason pause_turn). The program sends the conversation again so the model can go on.</source>
        <translation>Провайдер приостановил длинную реплику модели (stop_reason pause_turn). Программа снова отправляет разговор, чтобы модель продолжила.</translation>
    </message>
    <message>
        <source>The model stopped with stop_reason {reason}, which the program does not know how to continue from. To be safe it hands the question to a human.</source>
        <translation>Модель остановилась с stop_reason {reason}, и программа не знает, как продолжить работу. На всякий случай она передаёт вопрос человеку.</translation>
    </message>
    <message>
        <source>The program checked the name and the input of {call}, ran the tool for the signed-in customer {customer}, and sends the result back to the model as a tool_result in a user message.</source>
        <translation>Программа проверила имя и ввод {call}, выполнила инструмент для вошедшего клиента {customer} и отправляет результат модели как tool_result в сообщении user.</translation>
    </message>
    <message>
        <source>The program ran {call}, and it failed. The error text goes back to the model as a tool_result with is_error set, so the model learns what went wrong.</source>
        <translation>Программа выполнила {call}, и вызов не удался. Текст ошибки уходит модели как tool_result с is_error, чтобы она узнала, что пошло не так.</translation>
    </message>
    <message>
        <source>A real model would read the error text and react to it; the lesson&apos;s fake model gives the same answer to every error.</source>
        <translation>Настоящая модель прочитала бы текст ошибки и отреагировала; учебная заглушка на любую ошибку отвечает одинаково.</translation>
    </message>
    <message>
        <source>The program did not run {call}. It still answers it with a tool_result marked is_error, because every tool_use needs its tool_result or the next request is invalid.</source>
        <translation>Программа не выполнила {call}. Она всё равно отвечает на вызов результатом tool_result с is_error: каждому tool_use нужен свой tool_result, иначе следующий запрос некорректен.</translation>
    </message>
    <message>
        <source>The model asked to run {call}, a tool that acts: it changes data. The program does not run it by itself; a human has to approve it first.</source>
        <translation>Модель просит выполнить {call} — изменяющий инструмент: он меняет данные. Программа не выполняет его сама: сначала его должен одобрить человек.</translation>
    </message>
    <message>
        <source>{call} was approved. The program runs it now and sends the result to the model.</source>
        <translation>{call} одобрен. Программа выполняет его и отправляет результат модели.</translation>
    </message>
    <message>
        <source>{call} was rejected. The program does not run it and sends the rejection back as an is_error tool_result, so the model can tell the customer.</source>
        <translation>{call} отклонён. Программа его не выполняет и возвращает отказ как tool_result с is_error, чтобы модель могла сказать об этом клиенту.</translation>
    </message>
    <message>
        <source>The run was stopped at {call}. The program answers every open tool_use and hands the question to a human.</source>
        <translation>Запуск остановлен на {call}. Программа отвечает на каждый открытый tool_use и передаёт вопрос человеку.</translation>
    </message>
    <message>
        <source>The model call failed (HTTP {status}). The program waits {delay} s and tries again (retry {attempt}), as the providers&apos; own libraries do: servers often recover within seconds.</source>
        <translation>Вызов модели не удался (HTTP {status}). Программа ждёт {delay} с и пробует снова (повтор {attempt}), как это делают библиотеки провайдеров: серверы часто восстанавливаются за секунды.</translation>
    </message>
    <message>
        <source>The model call got no answer (no connection, or none in time). The program waits {delay} s and tries again (retry {attempt}), as the providers&apos; own libraries do: servers often recover within seconds.</source>
        <translation>Вызов модели остался без ответа (нет соединения или ответ не пришёл вовремя). Программа ждёт {delay} с и пробует снова (повтор {attempt}), как это делают библиотеки провайдеров: серверы часто восстанавливаются за секунды.</translation>
    </message>
    <message>
        <source>{tool} with {inputs}</source>
        <translation>{tool} с параметрами {inputs}</translation>
    </message>
    <message numerus="yes">
        <source>The loop ends with an answer after %n model call(s) and {tokens} input tokens in all. Each call sent the whole history again: that is why the tokens add up.</source>
        <translation>
            <numerusform>Цикл заканчивается ответом после %n вызова модели; входных токенов всего — {tokens}. Каждый вызов заново отправлял всю историю: поэтому токены и накапливаются.</numerusform>
            <numerusform>Цикл заканчивается ответом после %n вызовов модели; входных токенов всего — {tokens}. Каждый вызов заново отправлял всю историю: поэтому токены и накапливаются.</numerusform>
            <numerusform>Цикл заканчивается ответом после %n вызовов модели; входных токенов всего — {tokens}. Каждый вызов заново отправлял всю историю: поэтому токены и накапливаются.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The loop reached MAX_CALLS (%n model call(s)) without an answer. Instead of looping on, the program hands the question to a human (a hand-off).</source>
        <translation>
            <numerusform>Цикл достиг MAX_CALLS (%n вызов модели) без ответа. Вместо того чтобы продолжать цикл, программа передаёт вопрос человеку.</numerusform>
            <numerusform>Цикл достиг MAX_CALLS (%n вызова модели) без ответа. Вместо того чтобы продолжать цикл, программа передаёт вопрос человеку.</numerusform>
            <numerusform>Цикл достиг MAX_CALLS (%n вызовов модели) без ответа. Вместо того чтобы продолжать цикл, программа передаёт вопрос человеку.</numerusform>
        </translation>
    </message>
    <message>
        <source>The run used more input tokens than the token budget allows. The program stops before spending more and hands the question to a human.</source>
        <translation>Запуск израсходовал больше входных токенов, чем позволяет бюджет токенов. Программа останавливается, чтобы не тратить больше, и передаёт вопрос человеку.</translation>
    </message>
    <message>
        <source>The model stopped for a reason the program cannot continue from. The program hands the question to a human.</source>
        <translation>Модель остановилась по причине, при которой программа не может продолжить работу. Программа передаёт вопрос человеку.</translation>
    </message>
    <message>
        <source>The run took longer than its time limit. The program cancels it, answers every open tool_use, and hands the question to a human.</source>
        <translation>Запуск длился дольше лимита времени. Программа прерывает его, отвечает на каждый открытый tool_use и передаёт вопрос человеку.</translation>
    </message>
    <message>
        <source>The model call failed for good. The program hands the question to a human; the conversation stays valid for the next question.</source>
        <translation>Вызов модели окончательно не удался. Программа передаёт вопрос человеку; разговор остаётся корректным для следующего вопроса.</translation>
    </message>
    <message>
        <source>Abort was pressed. The program cancels the model call or the tool at once, answers every open tool_use with a tool_result, and hands the question to a human.</source>
        <translation>Нажато «Прервать». Программа сразу отменяет вызов модели или инструмент, отвечает на каждый открытый tool_use результатом tool_result и передаёт вопрос человеку.</translation>
    </message>
    <message>
        <source>The answer came after the token budget was already passed: it is shown, and the notice says so.</source>
        <translation>Ответ пришёл, когда бюджет токенов уже был превышен: он показан, и уведомление сообщает об этом.</translation>
    </message>
    <message>
        <source>Injected fault: the tool returns an error, as a broken service would.</source>
        <translation>Внесённый сбой: инструмент возвращает ошибку, как это сделал бы неисправный сервис.</translation>
    </message>
    <message>
        <source>Injected fault: the tool raises an exception. The program catches it and turns it into an is_error result instead of crashing.</source>
        <translation>Внесённый сбой: инструмент выбрасывает исключение. Программа перехватывает его и превращает в результат is_error, а не падает.</translation>
    </message>
    <message>
        <source>Injected fault: the tool hangs. The program stops waiting at the tool&apos;s timeout and sends an error result.</source>
        <translation>Внесённый сбой: инструмент зависает. Программа перестаёт ждать по тайм-ауту инструмента и отправляет результат-ошибку.</translation>
    </message>
    <message>
        <source>Injected fault: the tool answers slowly. The loop waits; a time limit would end the run with a hand-off.</source>
        <translation>Внесённый сбой: инструмент отвечает медленно. Цикл ждёт; лимит времени завершил бы запуск передачей человеку.</translation>
    </message>
    <message>
        <source>Injected fault: the tool returns far too much text. The program cuts it to the size cap before it reaches the model.</source>
        <translation>Внесённый сбой: инструмент возвращает слишком много текста. Программа обрезает его до предела, прежде чем он дойдёт до модели.</translation>
    </message>
    <message>
        <source>Injected fault: the tool returns old data. Neither the program nor the model can tell; the answer repeats what the tool said.</source>
        <translation>Внесённый сбой: инструмент возвращает старые данные. Ни программа, ни модель этого не замечают; ответ повторяет сказанное инструментом.</translation>
    </message>
    <message>
        <source>Injected fault: the database is unavailable, so the tool fails and the model gets an error result.</source>
        <translation>Внесённый сбой: база данных недоступна, инструмент не срабатывает, и модель получает результат-ошибку.</translation>
    </message>
    <message>
        <source>Injected fault: the tool result contains instructions (a prompt injection). Tool results are data, not orders: they are marked untrusted, and a careful model does not follow them.</source>
        <translation>Внесённый сбой: результат инструмента содержит инструкции (prompt injection). Результаты инструментов — это данные, а не команды: они помечены как недоверенные, и осторожная модель им не следует.</translation>
    </message>
    <message>
        <source>Injected fault: the model asks for a tool that does not exist. The program refuses to run it and answers with an is_error result.</source>
        <translation>Внесённый сбой: модель просит несуществующий инструмент. Программа отказывается его выполнять и отвечает результатом is_error.</translation>
    </message>
    <message>
        <source>Injected fault: the model leaves out a required field. The program checks every input against the tool&apos;s schema and answers with an is_error result instead of running the tool.</source>
        <translation>Внесённый сбой: модель пропускает обязательное поле. Программа проверяет каждый ввод по схеме инструмента и отвечает результатом is_error, не запуская инструмент.</translation>
    </message>
    <message>
        <source>Injected fault: the model sends fields the tool does not have. The program checks the input against the schema before running anything.</source>
        <translation>Внесённый сбой: модель шлёт поля, которых у инструмента нет. Программа проверяет ввод по схеме, прежде чем что-то выполнять.</translation>
    </message>
    <message>
        <source>Injected fault: the model&apos;s arguments are not valid JSON. The program cannot run the tool and answers with an is_error result.</source>
        <translation>Внесённый сбой: аргументы модели — некорректный JSON. Программа не может выполнить инструмент и отвечает результатом is_error.</translation>
    </message>
    <message>
        <source>Injected fault: the model uses a tool_use_id twice. The program gives the repeat a fresh id and answers it as not run, so every tool_use keeps exactly one tool_result.</source>
        <translation>Внесённый сбой: модель дважды использует tool_use_id. Программа даёт повтору новый id и отвечает на него как на невыполненный, чтобы у каждого tool_use был ровно один tool_result.</translation>
    </message>
    <message>
        <source>Injected fault: the model keeps calling tools and never answers. MAX_CALLS stops the loop and a human takes over.</source>
        <translation>Внесённый сбой: модель бесконечно вызывает инструменты и не отвечает. MAX_CALLS останавливает цикл, и дело переходит к человеку.</translation>
    </message>
    <message>
        <source>Injected fault: the model&apos;s reply stops at max_tokens.</source>
        <translation>Внесённый сбой: ответ модели обрывается на max_tokens.</translation>
    </message>
    <message>
        <source>Injected fault: the model refuses to answer.</source>
        <translation>Внесённый сбой: модель отказывается отвечать.</translation>
    </message>
    <message>
        <source>Injected fault: the provider answers with an HTTP error. The program waits and retries, as the official libraries do, and hands off if it keeps failing.</source>
        <translation>Внесённый сбой: провайдер отвечает HTTP-ошибкой. Программа ждёт и повторяет попытку, как официальные библиотеки, и передаёт вопрос человеку, если ошибка повторяется.</translation>
    </message>
    <message>
        <source>Injected fault: the model call times out. The program retries, then hands off.</source>
        <translation>Внесённый сбой: вызов модели превышает тайм-аут. Программа повторяет попытку, затем передаёт вопрос человеку.</translation>
    </message>
    <message>
        <source>Injected fault: the streamed reply breaks off in the middle. The program treats the call as failed.</source>
        <translation>Внесённый сбой: потоковый ответ обрывается на середине. Программа считает вызов неудавшимся.</translation>
    </message>
    <message>
        <source>Injected fault: something was made to go wrong on purpose, to show how the loop copes.</source>
        <translation>Внесённый сбой: что-то нарочно сломано, чтобы показать, как справляется цикл.</translation>
    </message>
</context>
<context>
    <name>ExplainPane</name>
    <message>
        <source>Explain</source>
        <translation>Пояснение</translation>
    </message>
    <message>
        <source>Ask a question: what the program and the model do shows here, step by step.</source>
        <translation>Задайте вопрос — здесь шаг за шагом появится, что делают программа и модель.</translation>
    </message>
</context>
<context>
    <name>FaultPanel</name>
    <message>
        <source>Tool faults</source>
        <translation>Сбои инструментов</translation>
    </message>
    <message>
        <source>text of the error / injected instructions</source>
        <translation>текст ошибки / внедрённые инструкции</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Arm tool fault</source>
        <translation>Включить сбой инструмента</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Инструмент</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>Сбой</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
    <message>
        <source>Slow by</source>
        <translation>Задержка</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Условие</translation>
    </message>
    <message>
        <source>Model faults</source>
        <translation>Сбои модели</translation>
    </message>
    <message>
        <source>Arm model fault</source>
        <translation>Включить сбой модели</translation>
    </message>
    <message>
        <source>Armed</source>
        <translation>Включённые</translation>
    </message>
    <message>
        <source>Disarm selected</source>
        <translation>Снять выбранные</translation>
    </message>
    <message>
        <source>Disarm all</source>
        <translation>Снять все</translation>
    </message>
    <message>
        <source>Struck</source>
        <translation>Сработавшие</translation>
    </message>
    <message>
        <source>
seed {seed}</source>
        <translation>
зерно {seed}</translation>
    </message>
    <message>
        <source>{armed} armed · {struck} struck</source>
        <translation>включено: {armed} · сработало: {struck}</translation>
    </message>
    <message>
        <source>run {n}: {question}</source>
        <translation>запуск {n}: {question}</translation>
    </message>
    <message>
        <source>call {n}</source>
        <translation>вызов {n}</translation>
    </message>
    <message>
        <source>  [untrusted content]</source>
        <translation>  [недоверенное содержимое]</translation>
    </message>
</context>
<context>
    <name>Faults</name>
    <message>
        <source>returns an error result</source>
        <translation>возвращает результат-ошибку</translation>
    </message>
    <message>
        <source>raises an exception</source>
        <translation>выбрасывает исключение</translation>
    </message>
    <message>
        <source>hangs past its timeout</source>
        <translation>зависает дольше своего тайм-аута</translation>
    </message>
    <message>
        <source>is slow</source>
        <translation>работает медленно</translation>
    </message>
    <message>
        <source>returns a result over the size cap</source>
        <translation>возвращает результат сверх предельного размера</translation>
    </message>
    <message>
        <source>returns stale data</source>
        <translation>возвращает устаревшие данные</translation>
    </message>
    <message>
        <source>database unavailable</source>
        <translation>база данных недоступна</translation>
    </message>
    <message>
        <source>returns a prompt-injection text</source>
        <translation>возвращает текст с prompt injection</translation>
    </message>
    <message>
        <source>asks for an unknown tool</source>
        <translation>просит неизвестный инструмент</translation>
    </message>
    <message>
        <source>omits a required field</source>
        <translation>пропускает обязательное поле</translation>
    </message>
    <message>
        <source>sends extra fields</source>
        <translation>шлёт лишние поля</translation>
    </message>
    <message>
        <source>sends arguments that are not valid JSON</source>
        <translation>шлёт аргументы, не являющиеся корректным JSON</translation>
    </message>
    <message>
        <source>repeats a tool_use id</source>
        <translation>повторяет id tool_use</translation>
    </message>
    <message>
        <source>keeps guessing forever</source>
        <translation>бесконечно гадает</translation>
    </message>
    <message>
        <source>stops with max_tokens</source>
        <translation>останавливается с max_tokens</translation>
    </message>
    <message>
        <source>stops with refusal</source>
        <translation>останавливается с refusal</translation>
    </message>
    <message>
        <source>HTTP 429 rate limited</source>
        <translation>HTTP 429 лимит запросов</translation>
    </message>
    <message>
        <source>HTTP 500 server error</source>
        <translation>HTTP 500 ошибка сервера</translation>
    </message>
    <message>
        <source>HTTP 529 overloaded</source>
        <translation>HTTP 529 перегружен</translation>
    </message>
    <message>
        <source>times out</source>
        <translation>превышает тайм-аут</translation>
    </message>
    <message>
        <source>stream cut mid-way</source>
        <translation>поток обрывается на середине</translation>
    </message>
    <message>
        <source>✍ written by hand (not by the tool)</source>
        <translation>✍ написано вручную (не инструментом)</translation>
    </message>
    <message>
        <source>⚡ fault: {what}</source>
        <translation>⚡ сбой: {what}</translation>
    </message>
    <message>
        <source> · untrusted content: the result carries instructions; it is data, not a command</source>
        <translation> · недоверенное содержимое: результат содержит указания; это данные, а не команда</translation>
    </message>
    <message>
        <source>next call</source>
        <translation>следующий вызов</translation>
    </message>
    <message>
        <source>every call</source>
        <translation>каждый вызов</translation>
    </message>
    <message>
        <source>Nth call</source>
        <translation>N-й вызов</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>вероятность</translation>
    </message>
    <message>
        <source>seed </source>
        <translation>зерно </translation>
    </message>
    <message>
        <source>call #{n}</source>
        <translation>вызов № {n}</translation>
    </message>
    <message>
        <source>p={p}, seed {seed}</source>
        <translation>p={p}, зерно {seed}</translation>
    </message>
    <message>
        <source>, retry-after {s}</source>
        <translation>, retry-after {s}</translation>
    </message>
    <message>
        <source>, no retry-after</source>
        <translation>, без retry-after</translation>
    </message>
    <message>
        <source>model: {label} ({trigger})</source>
        <translation>модель: {label} ({trigger})</translation>
    </message>
    <message>
        <source>{tool}: {label} ({trigger})</source>
        <translation>{tool}: {label} ({trigger})</translation>
    </message>
    <message>
        <source>model: {label}</source>
        <translation>модель: {label}</translation>
    </message>
    <message>
        <source>⚡ fault struck at call {n}: {what}</source>
        <translation>⚡ сбой сработал на вызове {n}: {what}</translation>
    </message>
    <message>
        <source>⚡ fault struck at {id}: {what}</source>
        <translation>⚡ сбой сработал на {id}: {what}</translation>
    </message>
    <message>
        <source>⚡ fault struck: {what}</source>
        <translation>⚡ сбой сработал: {what}</translation>
    </message>
    <message>
        <source> · untrusted content</source>
        <translation> · недоверенное содержимое</translation>
    </message>
</context>
<context>
    <name>FieldErrors</name>
    <message>
        <source>required, but missing</source>
        <translation>обязательно, но отсутствует</translation>
    </message>
    <message>
        <source>no such field here</source>
        <translation>такого поля здесь нет</translation>
    </message>
    <message>
        <source>must be a text</source>
        <translation>должно быть текстом</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>должно быть целым числом</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>должно быть числом</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>должно быть true или false</translation>
    </message>
    <message>
        <source>must be a JSON list</source>
        <translation>должно быть списком JSON</translation>
    </message>
    <message>
        <source>must be a JSON object</source>
        <translation>должно быть объектом JSON</translation>
    </message>
    <message numerus="yes">
        <source>needs at least %n entries</source>
        <translation>
            <numerusform>нужен хотя бы %n элемент</numerusform>
            <numerusform>нужно не меньше %n элементов</numerusform>
            <numerusform>нужно не меньше %n элементов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>takes at most %n entries</source>
        <translation>
            <numerusform>допускает не больше %n элемента</numerusform>
            <numerusform>допускает не больше %n элементов</numerusform>
            <numerusform>допускает не больше %n элементов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>needs at least %n character(s)</source>
        <translation>
            <numerusform>нужен хотя бы %n символ</numerusform>
            <numerusform>нужно не меньше %n символов</numerusform>
            <numerusform>нужно не меньше %n символов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>takes at most %n character(s)</source>
        <translation>
            <numerusform>допускает не больше %n символа</numerusform>
            <numerusform>допускает не больше %n символов</numerusform>
            <numerusform>допускает не больше %n символов</numerusform>
        </translation>
    </message>
    <message>
        <source>must match the pattern {pattern}</source>
        <translation>должно соответствовать шаблону {pattern}</translation>
    </message>
    <message>
        <source>must be one of {expected}</source>
        <translation>должно быть одним из: {expected}</translation>
    </message>
    <message>
        <source>must be at least {ge}</source>
        <translation>должно быть не меньше {ge}</translation>
    </message>
    <message>
        <source>must be at most {le}</source>
        <translation>должно быть не больше {le}</translation>
    </message>
    <message>
        <source>must be more than {gt}</source>
        <translation>должно быть больше {gt}</translation>
    </message>
    <message>
        <source>must be less than {lt}</source>
        <translation>должно быть меньше {lt}</translation>
    </message>
    <message>
        <source>not a valid value here ({code})</source>
        <translation>недопустимое значение ({code})</translation>
    </message>
</context>
<context>
    <name>FieldsTable</name>
    <message>
        <source>name</source>
        <translation>имя</translation>
    </message>
    <message>
        <source>type</source>
        <translation>тип</translation>
    </message>
    <message>
        <source>required</source>
        <translation>обязательно</translation>
    </message>
    <message>
        <source>not empty</source>
        <translation>не пусто</translation>
    </message>
    <message>
        <source>description</source>
        <translation>описание</translation>
    </message>
    <message>
        <source>max. length</source>
        <translation>макс. длина</translation>
    </message>
    <message>
        <source>Checked before the tool runs: an empty value is refused with the lesson&apos;s text (the model sees the refusal)</source>
        <translation>Проверяется до запуска инструмента: пустое значение отклоняется текстом урока (модель видит отказ)</translation>
    </message>
    <message>
        <source>Checked before the tool runs: a longer value is refused (empty: no limit)</source>
        <translation>Проверяется до запуска инструмента: более длинное значение отклоняется (пусто — без ограничения)</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>A block in the model&apos;s reply that asks the program to run a tool, with the tool&apos;s name, an input and an id. The model never runs anything itself.</source>
        <translation>Блок в ответе модели, в котором она просит программу запустить инструмент: с именем инструмента, входными данными и идентификатором. Сама модель ничего не запускает.</translation>
    </message>
    <message>
        <source>A block the program sends back in a user message: what the tool returned for one tool_use, found by its tool_use_id.</source>
        <translation>Блок, который программа отправляет обратно в сообщении user: что инструмент вернул для одного tool_use, найденного по его tool_use_id.</translation>
    </message>
    <message>
        <source>The id that pairs a tool_result with its tool_use (call_1, …). Every tool_use needs exactly one tool_result with its id, or the next request is refused.</source>
        <translation>Идентификатор, связывающий tool_result с его tool_use (call_1, …). Каждому tool_use нужен ровно один tool_result с его идентификатором, иначе следующий запрос будет отклонён.</translation>
    </message>
    <message>
        <source>A flag on a tool_result: the tool failed, and the content says why. The model reads it and can react.</source>
        <translation>Флаг у tool_result: инструмент не сработал, а содержимое объясняет почему. Модель читает его и может отреагировать.</translation>
    </message>
    <message>
        <source>Why the model stopped writing: tool_use (it wants a tool run), end_turn (it is done), max_tokens (it ran out of room), refusal, …</source>
        <translation>Почему модель перестала писать: tool_use (ей нужен запуск инструмента), end_turn (она закончила), max_tokens (не хватило места), refusal, …</translation>
    </message>
    <message>
        <source>The stop_reason of a finished answer: the model needs nothing more.</source>
        <translation>stop_reason готового ответа: модели больше ничего не нужно.</translation>
    </message>
    <message>
        <source>The most model calls one question may take. When it is reached without an answer, the program hands the question to a human.</source>
        <translation>Наибольшее число вызовов модели на один вопрос. Если оно достигнуто без ответа, программа передаёт вопрос человеку.</translation>
    </message>
    <message>
        <source>The unit models read and bill text in, a piece of a word. Every call sends the whole history again, so the input tokens grow from call to call.</source>
        <translation>Единица, в которой модели читают текст и выставляют счёт, — часть слова. Каждый вызов заново отправляет всю историю, поэтому входные токены растут от вызова к вызову.</translation>
    </message>
    <message>
        <source>The instructions the program sends before the conversation with every call: who the assistant is and what it may do.</source>
        <translation>Инструкции, которые программа при каждом вызове отправляет перед разговором: кто такой ассистент и что ему разрешено.</translation>
    </message>
    <message>
        <source>The program gives up on answering by itself (limit reached, error, abort) and passes the question to a human, with the reason.</source>
        <translation>Программа перестаёт отвечать сама (достигнут предел, ошибка, отмена) и передаёт вопрос человеку с указанием причины.</translation>
    </message>
</context>
<context>
    <name>GlossaryDialog</name>
    <message>
        <source>Glossary</source>
        <translation>Глоссарий</translation>
    </message>
</context>
<context>
    <name>GlossaryForms</name>
    <message>
        <source>token|tokens</source>
        <translation>токен|токена|токену|токеном|токене|токены|токенов|токенам|токенами|токенах</translation>
    </message>
    <message>
        <source>system prompt|system prompts</source>
        <translation>системный промпт|системного промпта|системному промпту|системным промптом|системном промпте|системные промпты</translation>
    </message>
    <message>
        <source>hand-off|hand-offs|handoff</source>
        <translation>передача человеку|передачи человеку|передачу человеку|передачей человеку|передаёт вопрос человеку|передаёт человеку</translation>
    </message>
</context>
<context>
    <name>HandResultCard</name>
    <message>
        <source>{tool}: you give the result — use it, change it or write your own</source>
        <translation>{tool}: результат задаёте вы — примите, измените или напишите свой</translation>
    </message>
    <message>
        <source>What the tool would return (computed without writing anything); edit freely</source>
        <translation>Что вернул бы инструмент (вычислено без записи); можно свободно менять</translation>
    </message>
    <message>
        <source>Use this result</source>
        <translation>Использовать этот результат</translation>
    </message>
    <message>
        <source>result (pre-filled with what the tool would return):</source>
        <translation>результат (заполнен тем, что вернул бы инструмент):</translation>
    </message>
</context>
<context>
    <name>HistoryEdits</name>
    <message>
        <source>(nothing to edit while a run is going)</source>
        <translation>(пока идёт запуск, редактировать нечего)</translation>
    </message>
    <message>
        <source>Edit block… and continue</source>
        <translation>Изменить блок… и продолжить</translation>
    </message>
    <message>
        <source>Delete block and continue</source>
        <translation>Удалить блок и продолжить</translation>
    </message>
    <message>
        <source>Add tool_use… and continue</source>
        <translation>Добавить tool_use… и продолжить</translation>
    </message>
    <message>
        <source>Add tool_result… and continue</source>
        <translation>Добавить tool_result… и продолжить</translation>
    </message>
    <message>
        <source>Add text… and continue</source>
        <translation>Добавить текст… и продолжить</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Продолжить отсюда</translation>
    </message>
    <message>
        <source>Edit #{message} block {block}</source>
        <translation>Изменить #{message}, блок {block}</translation>
    </message>
    <message>
        <source>Add to #{message}</source>
        <translation>Добавить в #{message}</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>message / block</source>
        <translation>сообщение / блок</translation>
    </message>
    <message>
        <source>content</source>
        <translation>содержимое</translation>
    </message>
    <message>
        <source>ran together</source>
        <translation>выполнены вместе</translation>
    </message>
    <message numerus="yes">
        <source>%n block(s): {kinds}</source>
        <translation>
            <numerusform>%n блок: {kinds}</numerusform>
            <numerusform>%n блока: {kinds}</numerusform>
            <numerusform>%n блоков: {kinds}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HttpPane</name>
    <message>
        <source>Protocol check — a provider would reject this:</source>
        <translation>Проверка протокола — провайдер это отклонит:</translation>
    </message>
</context>
<context>
    <name>HttpText</name>
    <message>
        <source>no HTTP status</source>
        <translation>нет HTTP-статуса</translation>
    </message>
    <message>
        <source>request id {id}</source>
        <translation>id запроса {id}</translation>
    </message>
    <message numerus="yes">
        <source>%n retries</source>
        <translation>
            <numerusform>%n повтор</numerusform>
            <numerusform>%n повтора</numerusform>
            <numerusform>%n повторов</numerusform>
        </translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>НЕ УДАЛОСЬ</translation>
    </message>
    <message>
        <source>PROTOCOL CHECK — a provider would reject this history</source>
        <translation>ПРОВЕРКА ПРОТОКОЛА — провайдер отклонит эту историю</translation>
    </message>
    <message>
        <source>REQUEST</source>
        <translation>ЗАПРОС</translation>
    </message>
    <message>
        <source>ATTEMPTS ({n})</source>
        <translation>ПОПЫТКИ ({n})</translation>
    </message>
    <message>
        <source>retrying in {time}</source>
        <translation>повтор через {time}</translation>
    </message>
    <message>
        <source>RESPONSE</source>
        <translation>ОТВЕТ</translation>
    </message>
    <message>
        <source>(no response)</source>
        <translation>(нет ответа)</translation>
    </message>
    <message numerus="yes">
        <source>STREAM (%n event(s))</source>
        <translation>
            <numerusform>ПОТОК (%n событие)</numerusform>
            <numerusform>ПОТОК (%n события)</numerusform>
            <numerusform>ПОТОК (%n событий)</numerusform>
        </translation>
    </message>
    <message>
        <source>(headers and body are shown here once the call has ended)</source>
        <translation>(заголовки и тело появятся здесь, когда вызов завершится)</translation>
    </message>
    <message>
        <source>(no HTTP record of this attempt: the fault was injected)</source>
        <translation>(нет HTTP-записи этой попытки: сбой был внесён)</translation>
    </message>
    <message>
        <source>(no HTTP record of this attempt: the fault was injected, or the call was stopped before it ended)</source>
        <translation>(нет HTTP-записи этой попытки: сбой был внесён или вызов остановлен до завершения)</translation>
    </message>
    <message>
        <source>ATTEMPT {n} — tried again</source>
        <translation>ПОПЫТКА {n} — повторена</translation>
    </message>
    <message>
        <source>waited {time} before attempt {n}</source>
        <translation>ожидание {time} перед попыткой {n}</translation>
    </message>
    <message>
        <source>RESPONSE to this attempt</source>
        <translation>ОТВЕТ на эту попытку</translation>
    </message>
    <message>
        <source>REQUEST (the same for every attempt)</source>
        <translation>ЗАПРОС (одинаков для всех попыток)</translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>&lt;b&gt;messages&lt;/b&gt; — exactly as the next call sends them</source>
        <translation>&lt;b&gt;сообщения&lt;/b&gt; — ровно так, как их отправит следующий вызов</translation>
    </message>
    <message>
        <source>&lt;b&gt;model calls&lt;/b&gt; — raw request and response JSON</source>
        <translation>&lt;b&gt;вызовы модели&lt;/b&gt; — исходный JSON запроса и ответа</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Сообщения</translation>
    </message>
    <message>
        <source>Dialects</source>
        <translation>Диалекты</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>Последовательность</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Контекст</translation>
    </message>
</context>
<context>
    <name>JsonWords</name>
    <message>
        <source>a value is missing</source>
        <translation>не хватает значения</translation>
    </message>
    <message>
        <source>a name in double quotes is expected</source>
        <translation>здесь нужно имя в двойных кавычках</translation>
    </message>
    <message>
        <source>a colon (:) is missing</source>
        <translation>не хватает двоеточия (:)</translation>
    </message>
    <message>
        <source>a comma (,) is missing</source>
        <translation>не хватает запятой (,)</translation>
    </message>
    <message>
        <source>a string is not closed with &quot;</source>
        <translation>строка не закрыта знаком &quot;</translation>
    </message>
    <message>
        <source>a line break or tab inside a string</source>
        <translation>перевод строки или табуляция внутри строки</translation>
    </message>
    <message>
        <source>a \u escape needs four hex digits</source>
        <translation>после \u нужны четыре шестнадцатеричные цифры</translation>
    </message>
    <message>
        <source>an unknown escape with \</source>
        <translation>неизвестная escape-последовательность с \</translation>
    </message>
    <message>
        <source>more text after the end of the value</source>
        <translation>лишний текст после конца значения</translation>
    </message>
    <message>
        <source>a comma before the closing bracket</source>
        <translation>запятая перед закрывающей скобкой</translation>
    </message>
    <message>
        <source>a syntax error</source>
        <translation>синтаксическая ошибка</translation>
    </message>
    <message>
        <source>{what} (line {line}, column {column})</source>
        <translation>{what} (строка {line}, столбец {column})</translation>
    </message>
</context>
<context>
    <name>LessonError</name>
    <message>
        <source>not a lesson folder</source>
        <translation>не папка урока</translation>
    </message>
    <message>
        <source>file missing</source>
        <translation>файл отсутствует</translation>
    </message>
    <message>
        <source>cannot be read ({error})</source>
        <translation>не удаётся прочитать ({error})</translation>
    </message>
    <message>
        <source>not JSON: {error}</source>
        <translation>не JSON: {error}</translation>
    </message>
    <message>
        <source>not JSON: {error} (line {line}, column {column})</source>
        <translation>не JSON: {error} (строка {line}, столбец {column})</translation>
    </message>
    <message>
        <source>no lesson {name}; there are: {known}</source>
        <translation>нет урока {name}; есть: {known}</translation>
    </message>
    <message>
        <source>no lesson {name}; there are none</source>
        <translation>нет урока {name}; уроков нет</translation>
    </message>
    <message>
        <source>no tool {name} in tools.json</source>
        <translation>нет инструмента {name} в tools.json</translation>
    </message>
    <message>
        <source>unknown placeholder {name}; allowed: {allowed}</source>
        <translation>неизвестный заполнитель {name}; допустимо: {allowed}</translation>
    </message>
    <message>
        <source>the entry {name} is missing</source>
        <translation>нет записи {name}</translation>
    </message>
    <message>
        <source>a table&apos;s name: lower-case letters, digits and _</source>
        <translation>имя таблицы: строчные латинские буквы, цифры и _</translation>
    </message>
    <message>
        <source>{column}: a name, used once</source>
        <translation>{column}: имя, только один раз</translation>
    </message>
    <message>
        <source>{column} is not a column</source>
        <translation>{column} — не столбец</translation>
    </message>
    <message>
        <source>{column} {key} is there already</source>
        <translation>{column} {key} уже есть</translation>
    </message>
    <message>
        <source>{column} is missing</source>
        <translation>нет {column}</translation>
    </message>
    <message>
        <source>there is no column {column}</source>
        <translation>нет столбца {column}</translation>
    </message>
    <message>
        <source>a text or a number</source>
        <translation>текст или число</translation>
    </message>
    <message>
        <source>{value} is not a date YYYY-MM-DD</source>
        <translation>{value} — не дата ГГГГ-ММ-ДД</translation>
    </message>
    <message>
        <source>{value}; allowed: {allowed}</source>
        <translation>{value}; допустимо: {allowed}</translation>
    </message>
    <message>
        <source>the orders table has the columns {columns}</source>
        <translation>у таблицы заказов столбцы {columns}</translation>
    </message>
    <message>
        <source>the allowed statuses are missing</source>
        <translation>нет списка допустимых статусов</translation>
    </message>
    <message>
        <source>not a field of the tool&apos;s input</source>
        <translation>не поле ввода инструмента</translation>
    </message>
    <message>
        <source>pattern is not a regular expression: {error}</source>
        <translation>pattern — не регулярное выражение: {error}</translation>
    </message>
    <message>
        <source>a rule needs calls or text</source>
        <translation>правилу нужны calls или text</translation>
    </message>
    <message>
        <source>calls/input/{key}: {value} does not fit the pattern ({error})</source>
        <translation>calls/input/{key}: {value} не подходит к шаблону ({error})</translation>
    </message>
    <message>
        <source>the last entry is for every error: &quot;contains&quot;: &quot;&quot;</source>
        <translation>последняя запись — для любой ошибки: &quot;contains&quot;: &quot;&quot;</translation>
    </message>
    <message>
        <source>only {{results}} is allowed ({error})</source>
        <translation>допустим только {{results}} ({error})</translation>
    </message>
    <message>
        <source>not a readable zip archive ({error})</source>
        <translation>не удаётся прочитать как zip-архив ({error})</translation>
    </message>
    <message>
        <source>not a lesson: lesson.json is missing</source>
        <translation>не урок: нет lesson.json</translation>
    </message>
    <message>
        <source>more than one lesson ({names})</source>
        <translation>больше одного урока ({names})</translation>
    </message>
    <message>
        <source>too many entries ({count}, at most {max})</source>
        <translation>слишком много записей ({count}, не больше {max})</translation>
    </message>
    <message>
        <source>an absolute path in the archive</source>
        <translation>абсолютный путь в архиве</translation>
    </message>
    <message>
        <source>the path leads out of the lesson folder</source>
        <translation>путь ведёт за пределы папки урока</translation>
    </message>
    <message>
        <source>too large ({size} bytes, at most {max})</source>
        <translation>слишком большой ({size} байт, не больше {max})</translation>
    </message>
    <message>
        <source>too large (more than {max} bytes)</source>
        <translation>слишком большой (больше {max} байт)</translation>
    </message>
    <message>
        <source>too large unpacked ({size} bytes, at most {max})</source>
        <translation>слишком большой после распаковки ({size} байт, не больше {max})</translation>
    </message>
    <message>
        <source>neither a folder nor a zip archive</source>
        <translation>ни папка, ни zip-архив</translation>
    </message>
    <message>
        <source>exists already; a new folder name overwrites nothing</source>
        <translation>уже существует; новое имя папки ничего не перезапишет</translation>
    </message>
    <message>
        <source>cannot be written ({error})</source>
        <translation>запись невозможна ({error})</translation>
    </message>
    <message>
        <source>cannot be removed ({error})</source>
        <translation>удалить невозможно ({error})</translation>
    </message>
    <message>
        <source>not a valid lesson name (letters, digits, - and _)</source>
        <translation>недопустимое имя урока (буквы, цифры, - и _)</translation>
    </message>
    <message>
        <source>lies among the shipped lessons, which are never overwritten</source>
        <translation>находится среди уроков, поставляемых с программой, которые никогда не перезаписываются</translation>
    </message>
</context>
<context>
    <name>LessonFiles</name>
    <message>
        <source>Export lesson…</source>
        <translation>Экспортировать урок…</translation>
    </message>
    <message>
        <source>Import lesson…</source>
        <translation>Импортировать урок…</translation>
    </message>
    <message>
        <source>Reset lesson to shipped</source>
        <translation>Вернуть исходную версию урока</translation>
    </message>
    <message>
        <source>Folder (*)</source>
        <translation>Папка (*)</translation>
    </message>
    <message>
        <source>Export lesson</source>
        <translation>Экспорт урока</translation>
    </message>
    <message>
        <source>Import lesson</source>
        <translation>Импорт урока</translation>
    </message>
    <message>
        <source>Lesson: a zip or a folder&apos;s lesson.json (*.zip lesson.json)</source>
        <translation>Урок: zip-архив или lesson.json из папки (*.zip lesson.json)</translation>
    </message>
    <message>
        <source>Replace your edited lesson {name} with the shipped one?
Your changes to it are deleted; export it first to keep them.</source>
        <translation>Заменить изменённый вами урок {name} исходной версией?
Ваши изменения в нём будут удалены; чтобы сохранить их, сначала экспортируйте урок.</translation>
    </message>
    <message>
        <source>The lesson {name} was not exported:</source>
        <translation>Урок {name} не экспортирован:</translation>
    </message>
    <message>
        <source>The lesson {name} was exported to {path}.</source>
        <translation>Урок {name} экспортирован в {path}.</translation>
    </message>
    <message>
        <source>{path} was not imported:</source>
        <translation>{path} не импортирован:</translation>
    </message>
    <message>
        <source>Imported as the lesson {name}: choose it under File → Lesson.</source>
        <translation>Импортирован как урок {name}: выберите его в меню Файл → Урок.</translation>
    </message>
    <message>
        <source>The lesson {name} can be reset once the running question is finished.</source>
        <translation>Урок {name} можно будет сбросить, когда текущий вопрос завершится.</translation>
    </message>
    <message>
        <source>The lesson {name} was not reset:</source>
        <translation>Урок {name} не сброшен:</translation>
    </message>
    <message>
        <source>The lesson {name} stays.</source>
        <translation>Урок {name} остаётся.</translation>
    </message>
</context>
<context>
    <name>LessonMenu</name>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Урок</translation>
    </message>
    <message>
        <source>{name} (does not load)</source>
        <translation>{name} (не загружается)</translation>
    </message>
    <message>
        <source>Edited: your own copy of the shipped lesson {name}. Reset lesson to shipped brings the shipped one back.</source>
        <translation>Изменён: ваша собственная копия урока {name}. «Вернуть исходную версию урока» восстанавливает версию, поставляемую с программой.</translation>
    </message>
</context>
<context>
    <name>LessonTables</name>
    <message>
        <source>Orders</source>
        <translation>Заказы</translation>
    </message>
    <message>
        <source>Which of the lesson&apos;s tables to show</source>
        <translation>Какую таблицу урока показать</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Таблица:</translation>
    </message>
    <message>
        <source>The lesson&apos;s table {name}, read-only. The lesson&apos;s tools read it; Reset to lesson data brings back its rows.</source>
        <translation>Таблица урока {name}, только для чтения. Её читают инструменты урока; «Сбросить к данным урока» возвращает её строки.</translation>
    </message>
    <message>
        <source>Rows: {n}</source>
        <translation>Строк: {n}</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>The lesson {name} does not load; {current} runs instead:</source>
        <translation>Урок {name} не загружается; вместо него работает {current}:</translation>
    </message>
    <message>
        <source>The lesson {name} stays.</source>
        <translation>Остаётся урок {name}.</translation>
    </message>
    <message>
        <source>The lesson {name} can open once the running question is finished.</source>
        <translation>Урок {name} можно открыть, когда текущий вопрос завершится.</translation>
    </message>
    <message>
        <source>The lesson {name} was not loaded:</source>
        <translation>Урок {name} не загружен:</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Loading lesson…</source>
        <translation>Загрузка урока…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>{language} is not available: the translation file {path} is missing, so the language stays as it is. `make run` builds it from the .ts files in resources/i18n.</source>
        <translation>{language} недоступен: файл перевода {path} отсутствует, поэтому язык не меняется. `make run` собирает этот файл из файлов .ts в resources/i18n.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>Please wait: the running question is not finished yet (Escape aborts it).</source>
        <translation>Подождите: текущий вопрос ещё не завершён (Escape прерывает его).</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Отправить</translation>
    </message>
    <message>
        <source>(not sent: “{question}”)</source>
        <translation>(не отправлено: «{question}»)</translation>
    </message>
    <message>
        <source>starting …</source>
        <translation>запускается …</translation>
    </message>
    <message>
        <source>aborting …</source>
        <translation>прерывание …</translation>
    </message>
    <message>
        <source>A new conversation can start once the running question is finished.</source>
        <translation>Новый разговор можно начать, когда текущий вопрос завершится.</translation>
    </message>
    <message>
        <source>idle · new conversation</source>
        <translation>готово · новый разговор</translation>
    </message>
    <message>
        <source>waiting for approval: {call}</source>
        <translation>ждёт одобрения: {call}</translation>
    </message>
    <message>
        <source>The lesson could not be opened: {reason}</source>
        <translation>Не удалось открыть урок: {reason}</translation>
    </message>
</context>
<context>
    <name>MarkdownExport</name>
    <message>
        <source>Model: {model} · MAX_CALLS {max_calls} · Tools: {tools} · Customer: {customer}</source>
        <translation>Модель: {model} · MAX_CALLS {max_calls} · Инструменты: {tools} · Клиент: {customer}</translation>
    </message>
    <message>
        <source>all</source>
        <translation>все</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Switches: {switches}</source>
        <translation>Переключатели: {switches}</translation>
    </message>
    <message>
        <source>Fault armed: {fault}</source>
        <translation>Сбой включён: {fault}</translation>
    </message>
    <message>
        <source>⚡ Fault struck at call {n}: {what}</source>
        <translation>⚡ Сбой сработал на вызове {n}: {what}</translation>
    </message>
    <message>
        <source>End: {reason} after {calls}, {input} tokens in / {output} out</source>
        <translation>Конец: {reason} после {calls}, токенов на входе {input} / на выходе {output}</translation>
    </message>
    <message numerus="yes">
        <source>%n call(s)</source>
        <translation>
            <numerusform>%n вызова</numerusform>
            <numerusform>%n вызовов</numerusform>
            <numerusform>%n вызовов</numerusform>
        </translation>
    </message>
    <message>
        <source>Model (call {n}):</source>
        <translation>Модель (вызов {n}):</translation>
    </message>
    <message>
        <source>Customer:</source>
        <translation>Клиент:</translation>
    </message>
    <message>
        <source>asks for {id} {call}</source>
        <translation>запрашивает {id} {call}</translation>
    </message>
    <message>
        <source>Result {id}: {content}</source>
        <translation>Результат {id}: {content}</translation>
    </message>
    <message>
        <source>untrusted content</source>
        <translation>недоверенное содержимое</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Ответ:</translation>
    </message>
    <message>
        <source>Approval: {verdict}{edited} by {by}{why}</source>
        <translation>Решение: {verdict}{edited}, принял(а) {by}{why}</translation>
    </message>
    <message>
        <source> with input {input}</source>
        <translation> с вводом {input}</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>одобрено</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>отклонено</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>остановлено</translation>
    </message>
</context>
<context>
    <name>ModelSwitch</name>
    <message>
        <source>The last model was not restored: {why}</source>
        <translation>Последняя модель не восстановлена: {why}</translation>
    </message>
    <message>
        <source>The last model was not restored:</source>
        <translation>Последняя модель не восстановлена:</translation>
    </message>
    <message>
        <source> or </source>
        <translation> или </translation>
    </message>
    <message>
        <source>Last used: {provider} · {model}. No key in the environment — set {names} and start again (or choose “{real}”). Now: the fake model.</source>
        <translation>В прошлый раз: {provider} · {model}. В окружении нет ключа — задайте {names} и перезапустите (или выберите «{real}»). Сейчас: учебная заглушка.</translation>
    </message>
    <message>
        <source>Fake model: set {names} for {provider}</source>
        <translation>Учебная заглушка: задайте {names} для {provider}</translation>
    </message>
    <message>
        <source>restored: {model}</source>
        <translation>восстановлено: {model}</translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <source>model: {name}</source>
        <translation>модель: {name}</translation>
    </message>
    <message>
        <source>Anthropic, OpenAI (Chat Completions or Responses) or a local OpenAI-compatible server</source>
        <translation>Anthropic, OpenAI (Chat Completions или Responses) или локальный сервер, совместимый с OpenAI</translation>
    </message>
    <message>
        <source>A model that replies exactly as a JSON script says; the loop and the tools run for real</source>
        <translation>Модель отвечает ровно так, как велит JSON-скрипт; цикл и инструменты работают по-настоящему</translation>
    </message>
    <message>
        <source>⚠ The model can be switched once the running question is finished.</source>
        <translation>⚠ Модель можно сменить, когда текущий вопрос завершится.</translation>
    </message>
    <message>
        <source>The model the loop talks to: the lesson&apos;s fake, a real provider ({real}) or a script</source>
        <translation>Модель, с которой говорит цикл: учебная заглушка, настоящий провайдер ({real}) или скрипт</translation>
    </message>
    <message>
        <source>Fake (lesson)</source>
        <translation>Заглушка (урок)</translation>
    </message>
    <message>
        <source>Real provider…</source>
        <translation>Настоящий провайдер…</translation>
    </message>
    <message>
        <source>Scripted…</source>
        <translation>Скрипт…</translation>
    </message>
    <message>
        <source>Local server (OpenAI-compatible)</source>
        <translation>Локальный сервер (совместимый с OpenAI)</translation>
    </message>
    <message>
        <source>streaming</source>
        <translation>потоковая передача</translation>
    </message>
    <message>
        <source>script</source>
        <translation>скрипт</translation>
    </message>
    <message numerus="yes">
        <source>Scripted: {name} (%n replies)</source>
        <translation>
            <numerusform>Скрипт: {name} (%n ответ)</numerusform>
            <numerusform>Скрипт: {name} (%n ответа)</numerusform>
            <numerusform>Скрипт: {name} (%n ответов)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OrdersDelegate</name>
    <message>
        <source>Write the date in one of these forms:</source>
        <translation>Введите дату в одном из этих форматов:</translation>
    </message>
</context>
<context>
    <name>OrdersEditor</name>
    <message>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <source>Add an order (and start editing it)</source>
        <translation>Добавить заказ (и сразу начать правку)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Delete the selected orders (Del)</source>
        <translation>Удалить выбранные заказы (Del)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Reset to lesson data…</source>
        <translation>Сбросить к данным урока…</translation>
    </message>
    <message>
        <source>Put back the lesson&apos;s orders and tables as the lesson ships them</source>
        <translation>Вернуть заказы и таблицы урока в том виде, в каком они поставляются с уроком</translation>
    </message>
    <message>
        <source>Filter: order, customer, status</source>
        <translation>Фильтр: заказ, клиент, статус</translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln order(s), reading …</source>
        <translation>
            <numerusform>{shown} из %Ln заказа, идёт чтение …</numerusform>
            <numerusform>{shown} из %Ln заказов, идёт чтение …</numerusform>
            <numerusform>{shown} из %Ln заказов, идёт чтение …</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln order(s)</source>
        <translation>
            <numerusform>%Ln заказ</numerusform>
            <numerusform>%Ln заказа</numerusform>
            <numerusform>%Ln заказов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln order(s)</source>
        <translation>
            <numerusform>{shown} из %Ln заказа</numerusform>
            <numerusform>{shown} из %Ln заказов</numerusform>
            <numerusform>{shown} из %Ln заказов</numerusform>
        </translation>
    </message>
    <message>
        <source>Order {id}, {column}: </source>
        <translation>Заказ {id}, {column}: </translation>
    </message>
    <message>
        <source>Delete order {id}?
Undo (Ctrl+Z) brings it back.</source>
        <translation>Удалить заказ {id}?
«Отменить» (Ctrl+Z) вернёт его.</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln order(s) ({ids})?
Undo (Ctrl+Z) brings them back.</source>
        <translation>
            <numerusform>Удалить %Ln заказ ({ids})?
«Отменить» (Ctrl+Z) вернёт его.</numerusform>
            <numerusform>Удалить %Ln заказа ({ids})?
«Отменить» (Ctrl+Z) вернёт их.</numerusform>
            <numerusform>Удалить %Ln заказов ({ids})?
«Отменить» (Ctrl+Z) вернёт их.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace all %Ln order(s) and the other tables with the lesson&apos;s data?
This cannot be undone.</source>
        <translation>
            <numerusform>Заменить %Ln заказ и остальные таблицы данными урока?
Это нельзя отменить.</numerusform>
            <numerusform>Заменить все %Ln заказа и остальные таблицы данными урока?
Это нельзя отменить.</numerusform>
            <numerusform>Заменить все %Ln заказов и остальные таблицы данными урока?
Это нельзя отменить.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete orders</source>
        <translation>Удаление заказов</translation>
    </message>
    <message>
        <source>Reset to lesson data</source>
        <translation>Сброс к данным урока</translation>
    </message>
</context>
<context>
    <name>OrdersModel</name>
    <message>
        <source>Order</source>
        <translation>Заказ</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Клиент</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Доставка</translation>
    </message>
    <message>
        <source>Return by</source>
        <translation>Возврат до</translation>
    </message>
    <message>
        <source>{date} — write it in one of these forms:</source>
        <translation>{date} — введите в одном из этих форматов:</translation>
    </message>
    <message>
        <source>Edit {id} {column}: {before} → {after}</source>
        <translation>Правка {id} {column}: {before} → {after}</translation>
    </message>
</context>
<context>
    <name>OrdersUndo</name>
    <message>
        <source>unchanged</source>
        <translation>без изменений</translation>
    </message>
    <message>
        <source>Tool changed {id}: {what}</source>
        <translation>Инструмент изменил {id}: {what}</translation>
    </message>
    <message>
        <source>Add order {id}</source>
        <translation>Добавить заказ {id}</translation>
    </message>
    <message>
        <source>Delete order {id}</source>
        <translation>Удалить заказ {id}</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln order(s)</source>
        <translation>
            <numerusform>Удалить %Ln заказ</numerusform>
            <numerusform>Удалить %Ln заказа</numerusform>
            <numerusform>Удалить %Ln заказов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Predict</name>
    <message>
        <source>the tool finds the data</source>
        <translation>инструмент находит данные</translation>
    </message>
    <message>
        <source>the tool returns an error (is_error)</source>
        <translation>инструмент возвращает ошибку (is_error)</translation>
    </message>
    <message>
        <source>the loop hands off to a human</source>
        <translation>цикл передаёт вопрос человеку</translation>
    </message>
    <message>
        <source>the model answers</source>
        <translation>модель отвечает</translation>
    </message>
    <message>
        <source>it calls {tool}({value})</source>
        <translation>она вызывает {tool}({value})</translation>
    </message>
    <message>
        <source>it calls {tool}</source>
        <translation>она вызывает {tool}</translation>
    </message>
    <message>
        <source>it calls another tool</source>
        <translation>она вызывает другой инструмент</translation>
    </message>
</context>
<context>
    <name>PredictStrip</name>
    <message>
        <source>Ask the class: what happens next?</source>
        <translation>Вопрос классу: что будет дальше?</translation>
    </message>
    <message>
        <source>Chosen: {choice}. Watch …</source>
        <translation>Выбрано: {choice}. Смотрите …</translation>
    </message>
    <message>
        <source>Right: {what}.</source>
        <translation>Верно: {what}.</translation>
    </message>
    <message>
        <source>Not quite: {what}.</source>
        <translation>Не совсем: {what}.</translation>
    </message>
</context>
<context>
    <name>ProtocolCheck</name>
    <message>
        <source>message {index}: the conversation must begin with a user message</source>
        <translation>сообщение {index}: разговор должен начинаться с сообщения user</translation>
    </message>
    <message>
        <source>message {index}: {role} twice in a row (roles do not alternate)</source>
        <translation>сообщение {index}: {role} дважды подряд (роли не чередуются)</translation>
    </message>
    <message>
        <source>message {index}: tool_use without tool_result in the user message right after it: {ids}</source>
        <translation>сообщение {index}: tool_use без tool_result в следующем за ним сообщении user: {ids}</translation>
    </message>
    <message>
        <source>message {index}: empty turn ({role} with no content at all)</source>
        <translation>сообщение {index}: пустая реплика ({role} совсем без содержимого)</translation>
    </message>
    <message>
        <source>message {index}: empty text block (text blocks must not be empty)</source>
        <translation>сообщение {index}: пустой текстовый блок (текстовые блоки не могут быть пустыми)</translation>
    </message>
    <message>
        <source>message {index}: tool_result in a {role} message</source>
        <translation>сообщение {index}: tool_result в сообщении {role}</translation>
    </message>
    <message>
        <source>message {index}: tool_result blocks must come before any other content</source>
        <translation>сообщение {index}: блоки tool_result должны стоять перед любым другим содержимым</translation>
    </message>
    <message>
        <source>message {index}: tool_result for an unknown call id: {ids}</source>
        <translation>сообщение {index}: tool_result для неизвестного id вызова: {ids}</translation>
    </message>
    <message>
        <source>message {index}: tool_use id used more than once (ids must be unique): {ids}</source>
        <translation>сообщение {index}: id tool_use использован не один раз (id должны быть уникальными): {ids}</translation>
    </message>
    <message>
        <source>The protocol check found:</source>
        <translation>Проверка протокола нашла:</translation>
    </message>
</context>
<context>
    <name>Provider</name>
    <message>
        <source>the request was refused (invalid format or content)</source>
        <translation>запрос отклонён (неверный формат или содержимое)</translation>
    </message>
    <message>
        <source>the key was refused</source>
        <translation>ключ отклонён</translation>
    </message>
    <message>
        <source>the key may not do that</source>
        <translation>ключу это не разрешено</translation>
    </message>
    <message>
        <source>no such model or path</source>
        <translation>нет такой модели или пути</translation>
    </message>
    <message>
        <source>the provider waited too long</source>
        <translation>провайдер ждал слишком долго</translation>
    </message>
    <message>
        <source>conflict at the provider</source>
        <translation>конфликт у провайдера</translation>
    </message>
    <message>
        <source>the conversation is too large</source>
        <translation>разговор слишком велик</translation>
    </message>
    <message>
        <source>the request could not be processed</source>
        <translation>запрос не удалось обработать</translation>
    </message>
    <message>
        <source>too many requests (rate limit)</source>
        <translation>слишком много запросов (лимит)</translation>
    </message>
    <message>
        <source>the provider is overloaded</source>
        <translation>провайдер перегружен</translation>
    </message>
    <message>
        <source>no connection</source>
        <translation>нет соединения</translation>
    </message>
    <message>
        <source>error at the provider</source>
        <translation>ошибка у провайдера</translation>
    </message>
    <message>
        <source>the request was refused</source>
        <translation>запрос отклонён</translation>
    </message>
    <message>
        <source>↻ {what}, retrying in {delay} (attempt {n})</source>
        <translation>↻ {what}, повтор через {delay} (попытка {n})</translation>
    </message>
    <message>
        <source>no connection to {host}:{port}</source>
        <translation>нет соединения с {host}:{port}</translation>
    </message>
    <message>
        <source>no answer in time from {host}:{port}</source>
        <translation>от {host}:{port} не пришёл ответ вовремя</translation>
    </message>
    <message>
        <source>no answer in time (not complete within {seconds})</source>
        <translation>ответ не пришёл вовремя (не получен полностью за {seconds})</translation>
    </message>
    <message>
        <source>the base URL {url} cannot be used</source>
        <translation>базовый URL {url} не подходит</translation>
    </message>
    <message>
        <source>the base URL {url} cannot be used: it must begin with http:// or https://</source>
        <translation>базовый URL {url} не подходит: он должен начинаться с http:// или https://</translation>
    </message>
    <message>
        <source>the request cannot be sent as JSON</source>
        <translation>запрос нельзя отправить как JSON</translation>
    </message>
    <message>
        <source>unexpected answer from the provider</source>
        <translation>неожиданный ответ провайдера</translation>
    </message>
    <message>
        <source>the answer broke off</source>
        <translation>ответ оборвался</translation>
    </message>
    <message>
        <source>the answer is too large ({size} MB; at most {limit} MB are read)</source>
        <translation>ответ слишком большой ({size} МБ; читается не больше {limit} МБ)</translation>
    </message>
    <message>
        <source>the answer is too large (over {limit} MB; at most {limit} MB are read)</source>
        <translation>ответ слишком большой (больше {limit} МБ; читается не больше {limit} МБ)</translation>
    </message>
    <message>
        <source>the answer was not a JSON object</source>
        <translation>ответ не был объектом JSON</translation>
    </message>
    <message>
        <source>the answer is nested too deeply (more than {depth} levels)</source>
        <translation>ответ вложен слишком глубоко (больше {depth} уровней)</translation>
    </message>
    <message>
        <source>error in the middle of the stream</source>
        <translation>ошибка посреди потока</translation>
    </message>
    <message>
        <source>the connection broke off in the middle of the streamed answer</source>
        <translation>соединение оборвалось посреди потокового ответа</translation>
    </message>
    <message>
        <source>the answer held no choices</source>
        <translation>в ответе не было choices</translation>
    </message>
    <message>
        <source>the provider reports an error</source>
        <translation>провайдер сообщает об ошибке</translation>
    </message>
    <message>
        <source>the answer is not finished yet (status {state})</source>
        <translation>ответ ещё не готов (status {state})</translation>
    </message>
    <message>
        <source>No API key for {provider}: set the environment variable {variable} (or {other}) or enter the key in the dialog.</source>
        <translation>Нет API-ключа для {provider}: задайте переменную окружения {variable} (или {other}) или введите ключ в диалоге.</translation>
    </message>
    <message>
        <source>The key entered holds characters that no HTTP header may hold (umlauts, line breaks or control characters). Please copy the key again.</source>
        <translation>Введённый ключ содержит символы, недопустимые в HTTP-заголовке (умлауты, переводы строк или управляющие символы). Скопируйте ключ заново.</translation>
    </message>
    <message>
        <source>The key in {variable} holds characters that no HTTP header may hold (umlauts, line breaks or control characters). Please copy the key again.</source>
        <translation>Ключ в {variable} содержит символы, недопустимые в HTTP-заголовке (умлауты, переводы строк или управляющие символы). Скопируйте ключ заново.</translation>
    </message>
    <message>
        <source>Unencrypted: {url} is http://, not https://, and {host} is not this machine. The API key would travel readable over the network. Use https://, or allow it explicitly (the tick in the dialog, --allow-insecure-http).</source>
        <translation>Без шифрования: {url} — это http://, а не https://, и {host} — не этот компьютер. API-ключ прошёл бы по сети в открытом виде. Используйте https:// или разрешите это явно (флажок в диалоге, --allow-insecure-http).</translation>
    </message>
    <message numerus="yes">
        <source>the script has ended: it holds %n replies, and reply {asked} was asked for</source>
        <translation>
            <numerusform>скрипт закончился: в нём %n ответ, а запрошен ответ {asked}</numerusform>
            <numerusform>скрипт закончился: в нём %n ответа, а запрошен ответ {asked}</numerusform>
            <numerusform>скрипт закончился: в нём %n ответов, а запрошен ответ {asked}</numerusform>
        </translation>
    </message>
    <message>
        <source>internal error of the program</source>
        <translation>внутренняя ошибка программы</translation>
    </message>
    <message>
        <source>{reason} (HTTP {status})</source>
        <translation>{reason} (HTTP {status})</translation>
    </message>
    <message>
        <source>the model call failed</source>
        <translation>вызов модели не удался</translation>
    </message>
</context>
<context>
    <name>ProviderDialog</name>
    <message>
        <source>Local servers usually need no key.</source>
        <translation>Локальным серверам ключ обычно не нужен.</translation>
    </message>
    <message>
        <source>Key found in {name}. One typed here counts for this session only.</source>
        <translation>Ключ найден в {name}. Введённый здесь действует только в этом сеансе.</translation>
    </message>
    <message>
        <source>No key found: set {first} or {second}, or type it here (for this session only, never saved).</source>
        <translation>Ключ не найден: задайте {first} или {second} либо введите его здесь (только на этот сеанс, не сохраняется).</translation>
    </message>
    <message>
        <source>Set up a real model</source>
        <translation>Настройка настоящей модели</translation>
    </message>
    <message>
        <source>The longest a whole request may take, from sending to the last byte.</source>
        <translation>Максимальное время на весь запрос, от отправки до последнего байта.</translation>
    </message>
    <message>
        <source>Stream the answer (text appears as it arrives)</source>
        <translation>Потоковый ответ (текст появляется по мере поступления)</translation>
    </message>
    <message>
        <source>Allow http:// to another machine (the key travels unencrypted)</source>
        <translation>Разрешить http:// к другому компьютеру (ключ пойдёт без шифрования)</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Проверить соединение</translation>
    </message>
    <message>
        <source>Send one short question with these settings and show what came back</source>
        <translation>Отправить короткий вопрос с этими настройками и показать ответ</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Провайдер</translation>
    </message>
    <message>
        <source>Local server</source>
        <translation>Локальный сервер</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>Базовый URL</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Time limit per request</source>
        <translation>Лимит времени на запрос</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-ключ</translation>
    </message>
    <message>
        <source>Testing {url} …</source>
        <translation>Проверка {url} …</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>не нужен</translation>
    </message>
    <message>
        <source>leave empty: read it from the environment</source>
        <translation>оставьте пустым, чтобы взять из окружения</translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>saved run</source>
        <translation>сохранённый запуск</translation>
    </message>
    <message>
        <source>run again (orders now)</source>
        <translation>повторный запуск (заказы сейчас)</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Ответ</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Конец</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Вызовы</translation>
    </message>
    <message>
        <source>Tool {n}</source>
        <translation>Инструмент {n}</translation>
    </message>
    <message>
        <source>✓ Run again: same answer, same tool results, same number of calls.</source>
        <translation>✓ Повторный запуск: тот же ответ, те же результаты инструментов, столько же вызовов.</translation>
    </message>
    <message>
        <source>answer</source>
        <translation>ответ</translation>
    </message>
    <message>
        <source>tool results</source>
        <translation>результаты инструментов</translation>
    </message>
    <message>
        <source>number of calls</source>
        <translation>число вызовов</translation>
    </message>
    <message>
        <source>≠ Run again: {what} changed (highlighted).</source>
        <translation>≠ Повторный запуск: изменилось — {what} (подсвечено).</translation>
    </message>
    <message>
        <source>Run again shows here what changed.</source>
        <translation>«Запустить снова» покажет здесь, что изменилось.</translation>
    </message>
    <message>
        <source>Show new run</source>
        <translation>Показать новый запуск</translation>
    </message>
    <message>
        <source>Show the new run in the chat and the inspector</source>
        <translation>Показать новый запуск в чате и инспекторе</translation>
    </message>
</context>
<context>
    <name>Run</name>
    <message numerus="yes">
        <source>~%n token(s)</source>
        <translation>
            <numerusform>~%n токен</numerusform>
            <numerusform>~%n токена</numerusform>
            <numerusform>~%n токенов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About to send %n message(s), {tokens}</source>
        <translation>
            <numerusform>Сейчас уйдёт %n сообщение, {tokens}</numerusform>
            <numerusform>Сейчас уйдут %n сообщения, {tokens}</numerusform>
            <numerusform>Сейчас уйдут %n сообщений, {tokens}</numerusform>
        </translation>
    </message>
    <message>
        <source>About to run {calls} together</source>
        <translation>Сейчас выполнятся вместе: {calls}</translation>
    </message>
    <message>
        <source>About to run {calls}</source>
        <translation>Сейчас выполнится {calls}</translation>
    </message>
</context>
<context>
    <name>RunFiles</name>
    <message>
        <source>{name} cannot be written: {error}.</source>
        <translation>Не удаётся записать {name}: {error}.</translation>
    </message>
    <message>
        <source>Tool Loop Studio run (*.json);;All files (*)</source>
        <translation>Запуск Tool Loop Studio (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Please wait: the running question is not finished yet.</source>
        <translation>Подождите: текущий вопрос ещё не завершён.</translation>
    </message>
    <message>
        <source>No run to save yet: ask a question first (or open a run).</source>
        <translation>Пока нечего сохранять: сначала задайте вопрос (или откройте запуск).</translation>
    </message>
    <message>
        <source>The run cannot be opened</source>
        <translation>Не удаётся открыть запуск</translation>
    </message>
    <message>
        <source>This run was made with other orders than those in the table now:</source>
        <translation>Этот запуск был выполнен с другими заказами, не с теми, что сейчас в таблице:</translation>
    </message>
    <message>
        <source>Restore the orders saved with the run, or keep the current ones?</source>
        <translation>Восстановить заказы, сохранённые с запуском, или оставить текущие?</translation>
    </message>
    <message>
        <source>Orders of the saved run</source>
        <translation>Заказы сохранённого запуска</translation>
    </message>
    <message>
        <source>Restore saved orders</source>
        <translation>Восстановить сохранённые</translation>
    </message>
    <message>
        <source>Keep current orders</source>
        <translation>Оставить текущие</translation>
    </message>
    <message>
        <source>No run to export yet.</source>
        <translation>Пока нечего экспортировать.</translation>
    </message>
    <message>
        <source>No run to run again yet: ask a question first or open a run.</source>
        <translation>Пока нечего запускать снова: сначала задайте вопрос или откройте запуск.</translation>
    </message>
    <message>
        <source>To run it again, first choose {model} as the model.</source>
        <translation>Чтобы запустить снова, сначала выберите модель {model}.</translation>
    </message>
    <message>
        <source>“Run again” is already running.</source>
        <translation>«Запустить снова» уже выполняется.</translation>
    </message>
    <message>
        <source>Run again: what changed</source>
        <translation>Повторный запуск: что изменилось</translation>
    </message>
    <message>
        <source>Save run</source>
        <translation>Сохранить запуск</translation>
    </message>
    <message>
        <source>Open run</source>
        <translation>Открыть запуск</translation>
    </message>
    <message>
        <source>Export Markdown</source>
        <translation>Экспорт в Markdown</translation>
    </message>
    <message>
        <source>Run again failed: {error}</source>
        <translation>Повторный запуск не удался: {error}</translation>
    </message>
</context>
<context>
    <name>RunOrders</name>
    <message numerus="yes">
        <source>%n order(s) changed since: {ids}</source>
        <translation>
            <numerusform>%n заказ с тех пор изменён: {ids}</numerusform>
            <numerusform>%n заказа с тех пор изменены: {ids}</numerusform>
            <numerusform>%n заказов с тех пор изменены: {ids}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n order(s) no longer there: {ids}</source>
        <translation>
            <numerusform>%n заказ с тех пор удалён: {ids}</numerusform>
            <numerusform>%n заказа с тех пор удалены: {ids}</numerusform>
            <numerusform>%n заказов с тех пор удалены: {ids}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n order(s) added since: {ids}</source>
        <translation>
            <numerusform>%n заказ с тех пор добавлен: {ids}</numerusform>
            <numerusform>%n заказа с тех пор добавлены: {ids}</numerusform>
            <numerusform>%n заказов с тех пор добавлены: {ids}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run again used the same %n order(s) as the saved run.</source>
        <translation>
            <numerusform>Повторный запуск работал с тем же %n заказом, что и сохранённый запуск.</numerusform>
            <numerusform>Повторный запуск работал с теми же %n заказами, что и сохранённый запуск.</numerusform>
            <numerusform>Повторный запуск работал с теми же %n заказами, что и сохранённый запуск.</numerusform>
        </translation>
    </message>
    <message>
        <source>Run again used the orders in the table now, not those saved with the run:</source>
        <translation>Повторный запуск работал с заказами, которые сейчас в таблице, а не с сохранёнными вместе с запуском:</translation>
    </message>
</context>
<context>
    <name>RunProblems</name>
    <message>
        <source>The run cannot be saved: it nests deeper than {max} levels (more than a saved file may hold).</source>
        <translation>Запуск нельзя сохранить: вложенность глубже {max} уровней (больше сохранённый файл вместить не может).</translation>
    </message>
    <message>
        <source>The run belongs to the lesson “{name}”, which cannot be loaded:
{error}</source>
        <translation>Запуск относится к уроку «{name}», который не загружается:
{error}</translation>
    </message>
    <message>
        <source>{name} is damaged:
{detail}</source>
        <translation>Файл {name} повреждён:
{detail}</translation>
    </message>
    <message>
        <source>{name} is damaged: line {line} nests deeper than {max} levels.</source>
        <translation>Файл {name} повреждён: в строке {line} вложенность глубже {max} уровней.</translation>
    </message>
    <message>
        <source>{name} is damaged: not valid JSON (line {line}, column {column}).</source>
        <translation>Файл {name} повреждён: недопустимый JSON (строка {line}, столбец {column}).</translation>
    </message>
    <message>
        <source>{name} is not a saved Tool Loop Studio run.</source>
        <translation>Файл {name} — не сохранённый запуск Tool Loop Studio.</translation>
    </message>
    <message>
        <source>{name} is damaged: format version {version} is not valid.</source>
        <translation>Файл {name} повреждён: версия формата {version} недопустима.</translation>
    </message>
    <message>
        <source>{name} comes from a newer version of the app (format version {version}); this app reads up to version {supported}. Please update the app.</source>
        <translation>Файл {name} создан более новой версией приложения (версия формата {version}); это приложение читает до версии {supported}. Обновите приложение.</translation>
    </message>
    <message>
        <source>{name} is damaged or was changed after saving (the checksum does not match).</source>
        <translation>Файл {name} повреждён или изменён после сохранения (контрольная сумма не совпадает).</translation>
    </message>
    <message>
        <source>{name} is damaged: not UTF-8 text.</source>
        <translation>Файл {name} повреждён: это не текст UTF-8.</translation>
    </message>
    <message>
        <source>{name} cannot be read:
{error}</source>
        <translation>Не удаётся прочитать файл {name}:
{error}</translation>
    </message>
    <message>
        <source>To run it again with “{client}”, choose that model in the window first.</source>
        <translation>Чтобы запустить снова с «{client}», сначала выберите эту модель в окне.</translation>
    </message>
    <message>
        <source>There is no message {index} (the conversation has {count}).</source>
        <translation>Сообщения {index} нет (в разговоре их {count}).</translation>
    </message>
    <message>
        <source>Message {message} has no block {block}.</source>
        <translation>В сообщении {message} нет блока {block}.</translation>
    </message>
    <message>
        <source>Nothing to add.</source>
        <translation>Нечего добавлять.</translation>
    </message>
    <message>
        <source>The protocol check refuses this history:
{problems}</source>
        <translation>Проверка протокола отклоняет эту историю:
{problems}</translation>
    </message>
    <message>
        <source>The conversation is empty: there is nothing to continue.</source>
        <translation>Разговор пуст: продолжать нечего.</translation>
    </message>
    <message>
        <source>Message {index}: the conversation ends with the model&apos;s answer (nothing to continue: add a user message or a tool_use).</source>
        <translation>Сообщение {index}: разговор заканчивается ответом модели (продолжать нечего: добавьте сообщение user или tool_use).</translation>
    </message>
    <message>
        <source>missing: “{text}”</source>
        <translation>нет: «{text}»</translation>
    </message>
    <message>
        <source>contains: “{text}”</source>
        <translation>содержит: «{text}»</translation>
    </message>
    <message>
        <source>ended: {reason}, expected: {expected}</source>
        <translation>конец: {reason}, ожидалось: {expected}</translation>
    </message>
</context>
<context>
    <name>RunShow</name>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>all</source>
        <translation>все</translation>
    </message>
    <message>
        <source>saved run {where}{when} · model {model} · MAX_CALLS {max} · tools {tools} · customer {customer} · faults: {faults}</source>
        <translation>сохранённый запуск {where}{when} · модель {model} · MAX_CALLS {max} · инструменты {tools} · клиент {customer} · сбои: {faults}</translation>
    </message>
    <message>
        <source>unsaved</source>
        <translation>не сохранён</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier message(s) of this conversation: see the inspector</source>
        <translation>
            <numerusform>%n более раннее сообщение этого разговора — см. инспектор</numerusform>
            <numerusform>%n более ранних сообщения этого разговора — см. инспектор</numerusform>
            <numerusform>%n более ранних сообщений этого разговора — см. инспектор</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunStatus</name>
    <message>
        <source>answered</source>
        <translation>есть ответ</translation>
    </message>
    <message>
        <source>MAX_CALLS reached</source>
        <translation>достигнут MAX_CALLS</translation>
    </message>
    <message>
        <source>token budget exceeded</source>
        <translation>бюджет токенов превышен</translation>
    </message>
    <message>
        <source>unexpected stop_reason</source>
        <translation>неожиданный stop_reason</translation>
    </message>
    <message>
        <source>time limit</source>
        <translation>лимит времени</translation>
    </message>
    <message>
        <source>model error</source>
        <translation>ошибка модели</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>прервано</translation>
    </message>
    <message>
        <source>tokens: last call {last} · this run {run}</source>
        <translation>токены: последний вызов {last} · этот запуск {run}</translation>
    </message>
    <message>
        <source>idle · stopped: {why}</source>
        <translation>готово · остановлено: {why}</translation>
    </message>
    <message>
        <source>Input tokens the model read: in the last call, and summed over this question&apos;s calls</source>
        <translation>Входные токены, прочитанные моделью: в последнем вызове и в сумме по вызовам этого вопроса</translation>
    </message>
    <message>
        <source>Model calls made for this question, out of MAX_CALLS</source>
        <translation>Вызовы модели для этого вопроса, из MAX_CALLS</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>готово</translation>
    </message>
    <message>
        <source>calls {made}/{of}</source>
        <translation>вызовы {made}/{of}</translation>
    </message>
    <message>
        <source>running</source>
        <translation>выполняется</translation>
    </message>
    <message>
        <source>waiting for the model (call {n})</source>
        <translation>ожидание модели (вызов {n})</translation>
    </message>
    <message>
        <source>waiting for the model: retry {n} in {delay}</source>
        <translation>ожидание модели: повтор {n} через {delay}</translation>
    </message>
    <message>
        <source>reply: {stop}</source>
        <translation>ответ: {stop}</translation>
    </message>
    <message>
        <source>running tool {call}</source>
        <translation>работает инструмент {call}</translation>
    </message>
    <message>
        <source>tool done: {call}</source>
        <translation>инструмент отработал: {call}</translation>
    </message>
    <message>
        <source>paused: {what}  (F10 = next step)</source>
        <translation>пауза: {what}  (F10 = следующий шаг)</translation>
    </message>
</context>
<context>
    <name>RunToolbar</name>
    <message>
        <source>✍ By hand</source>
        <translation>✍ Вручную</translation>
    </message>
    <message>
        <source>Every tool call stops: accept what the tool would return, edit it, or write the result yourself</source>
        <translation>Каждый вызов инструмента останавливается: примите то, что вернул бы инструмент, измените или напишите результат сами</translation>
    </message>
    <message>
        <source>next call returns an error</source>
        <translation>следующий вызов вернёт ошибку</translation>
    </message>
    <message>
        <source>next call raises</source>
        <translation>следующий вызов выбросит исключение</translation>
    </message>
    <message>
        <source>next call hangs past its timeout</source>
        <translation>следующий вызов зависнет дольше тайм-аута</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Запустить</translation>
    </message>
    <message>
        <source>MAX_CALLS: model calls per question before handing off to a human</source>
        <translation>MAX_CALLS: число вызовов модели на вопрос до передачи человеку</translation>
    </message>
    <message>
        <source> tok</source>
        <translation> ток</translation>
    </message>
    <message>
        <source>Token budget: input tokens per question before handing off to a human (off = no budget)</source>
        <translation>Бюджет токенов: число входных токенов на вопрос до передачи человеку (выкл = без бюджета)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>Time limit: seconds per question before handing off to a human (off = no limit)</source>
        <translation>Лимит времени: число секунд на вопрос до передачи человеку (выкл = без лимита)</translation>
    </message>
    <message>
        <source>Approval timeout: an acting call nobody approves within this time is rejected (default deny)</source>
        <translation>Срок одобрения: изменяющий вызов, не одобренный за это время, отклоняется (по умолчанию — отказ)</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Инструменты</translation>
    </message>
    <message>
        <source>Step mode</source>
        <translation>Пошагово</translation>
    </message>
    <message>
        <source>Pause before each model call and each tool run</source>
        <translation>Пауза перед каждым вызовом модели и каждым запуском инструмента</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Следующий шаг</translation>
    </message>
    <message>
        <source>Continue the paused run by one step (F10)</source>
        <translation>Продолжить приостановленный запуск на один шаг (F10)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Прервать</translation>
    </message>
    <message>
        <source>Cancel the running question (Escape)</source>
        <translation>Прервать текущий вопрос (Escape)</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Новый разговор</translation>
    </message>
    <message>
        <source>Forget the conversation (only while idle) (Ctrl+N)</source>
        <translation>Забыть разговор (только когда ничего не выполняется) (Ctrl+N)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Клиент</translation>
    </message>
    <message>
        <source>Run control</source>
        <translation>Управление запуском</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>Лимиты</translation>
    </message>
    <message>
        <source>Token budget</source>
        <translation>Бюджет токенов</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Лимит времени</translation>
    </message>
    <message>
        <source>Approval timeout</source>
        <translation>Срок одобрения</translation>
    </message>
    <message>
        <source>Faults</source>
        <translation>Сбои</translation>
    </message>
    <message>
        <source>Disarm all</source>
        <translation>Снять все</translation>
    </message>
    <message>
        <source>Tools ({n})</source>
        <translation>Инструменты ({n})</translation>
    </message>
    <message>
        <source>Tools offered to the model: {tools}</source>
        <translation>Инструменты, предложенные модели: {tools}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Faults ({n})</source>
        <translation>Сбои ({n})</translation>
    </message>
    <message>
        <source>Inject a fault into a tool</source>
        <translation>Внести сбой в инструмент</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выкл</translation>
    </message>
</context>
<context>
    <name>SchemaForm</name>
    <message>
        <source>{type} — left empty: not sent</source>
        <translation>{type} — пустое поле не отправляется</translation>
    </message>
    <message>
        <source>* required</source>
        <translation>* обязательное поле</translation>
    </message>
    <message>
        <source>This tool takes no input.</source>
        <translation>Этому инструменту не нужен ввод.</translation>
    </message>
    <message>
        <source>— not sent —</source>
        <translation>— не отправляется —</translation>
    </message>
    <message>
        <source>not sent</source>
        <translation>не отправляется</translation>
    </message>
</context>
<context>
    <name>ScriptEditor</name>
    <message>
        <source>Open…</source>
        <translation>Открыть…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Сохранить…</translation>
    </message>
    <message>
        <source>Validate</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <source>Use script</source>
        <translation>Использовать скрипт</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s): the script will not run</source>
        <translation>
            <numerusform>%n проблема — скрипт не запустится</numerusform>
            <numerusform>%n проблемы — скрипт не запустится</numerusform>
            <numerusform>%n проблем — скрипт не запустится</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>valid: %n replies</source>
        <translation>
            <numerusform>корректно: %n ответ</numerusform>
            <numerusform>корректно: %n ответа</numerusform>
            <numerusform>корректно: %n ответов</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read {name}: {error}</source>
        <translation>не удаётся прочитать {name}: {error}</translation>
    </message>
    <message>
        <source>cannot write {name}: {error}</source>
        <translation>не удаётся записать {name}: {error}</translation>
    </message>
    <message>
        <source>saved {name}</source>
        <translation>сохранено: {name}</translation>
    </message>
    <message>
        <source>Open script</source>
        <translation>Открыть скрипт</translation>
    </message>
    <message>
        <source>JSON (*.json);;All files (*)</source>
        <translation>JSON (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Save script</source>
        <translation>Сохранить скрипт</translation>
    </message>
</context>
<context>
    <name>ScriptProblems</name>
    <message>
        <source>nested deeper than {limit} levels (the limit for a tool call&apos;s input)</source>
        <translation>вложенность глубже {limit} уровней (предел для ввода вызова инструмента)</translation>
    </message>
    <message>
        <source>nested deeper than {limit} levels (the limit for files)</source>
        <translation>вложенность глубже {limit} уровней (предел для файлов)</translation>
    </message>
    <message>
        <source>a reply with an error has no text, tool_calls or stop_reason</source>
        <translation>у ответа с error не должно быть text, tool_calls или stop_reason</translation>
    </message>
    <message>
        <source>a reply needs text, tool_calls or an error</source>
        <translation>ответу нужны text, tool_calls или error</translation>
    </message>
    <message>
        <source>stop_reason tool_use needs at least one tool call</source>
        <translation>для stop_reason tool_use нужен хотя бы один вызов инструмента</translation>
    </message>
    <message>
        <source>unknown field {name}; allowed here: {allowed}</source>
        <translation>неизвестное поле {name}; здесь допустимы: {allowed}</translation>
    </message>
    <message>
        <source>unknown field {name}; allowed here: {allowed}; did you mean {guess}?</source>
        <translation>неизвестное поле {name}; здесь допустимы: {allowed}; возможно, имелось в виду {guess}?</translation>
    </message>
    <message>
        <source>invalid JSON: {error} (column {column})</source>
        <translation>некорректный JSON: {error} (столбец {column})</translation>
    </message>
    <message>
        <source>a value is expected</source>
        <translation>ожидается значение</translation>
    </message>
    <message>
        <source>a comma is expected</source>
        <translation>ожидается запятая</translation>
    </message>
    <message>
        <source>a colon is expected</source>
        <translation>ожидается двоеточие</translation>
    </message>
    <message>
        <source>a field name in double quotes is expected</source>
        <translation>ожидается имя поля в двойных кавычках</translation>
    </message>
    <message>
        <source>a text is not closed</source>
        <translation>текст не закрыт</translation>
    </message>
    <message>
        <source>more follows after the end</source>
        <translation>после конца есть ещё что-то</translation>
    </message>
    <message>
        <source>a control character inside a text</source>
        <translation>управляющий символ внутри текста</translation>
    </message>
    <message>
        <source>line {line}: {field}: {words}</source>
        <translation>строка {line}: {field}: {words}</translation>
    </message>
    <message>
        <source>line {line}: {words}</source>
        <translation>строка {line}: {words}</translation>
    </message>
</context>
<context>
    <name>ScriptedChoice</name>
    <message>
        <source>Restart the script for each question</source>
        <translation>Начинать скрипт заново для каждого вопроса</translation>
    </message>
    <message>
        <source>On: every question is answered from the script&apos;s first reply. Off: the replies are used up across the questions of a conversation (New conversation starts again)</source>
        <translation>Вкл: каждый вопрос начинается с первого ответа скрипта. Выкл: ответы расходуются на все вопросы разговора («Новый разговор» начинает заново)</translation>
    </message>
    <message>
        <source>Scripted model</source>
        <translation>Скриптовая модель</translation>
    </message>
</context>
<context>
    <name>SequencePane</name>
    <message>
        <source>Copy as Mermaid</source>
        <translation>Копировать как Mermaid</translation>
    </message>
    <message>
        <source>Export SVG…</source>
        <translation>Экспорт SVG…</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>Экспорт PNG…</translation>
    </message>
    <message>
        <source>Click an arrow to select its message or call.</source>
        <translation>Щёлкните стрелку, чтобы выбрать её сообщение или вызов.</translation>
    </message>
    <message numerus="yes">
        <source>Mermaid text copied (%n arrow(s)).</source>
        <translation>
            <numerusform>Текст Mermaid скопирован (%n стрелка).</numerusform>
            <numerusform>Текст Mermaid скопирован (%n стрелки).</numerusform>
            <numerusform>Текст Mermaid скопирован (%n стрелок).</numerusform>
        </translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>Изображение SVG (*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Изображение PNG (*.png)</translation>
    </message>
    <message>
        <source>Export the sequence diagram</source>
        <translation>Экспорт диаграммы последовательности</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>Сохранено: {0}</translation>
    </message>
    <message>
        <source>{0} could not be written.</source>
        <translation>Не удалось записать {0}.</translation>
    </message>
</context>
<context>
    <name>SequenceView</name>
    <message>
        <source>Customer</source>
        <translation>Клиент</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Программа</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Tools/Database</source>
        <translation>Инструменты/БД</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>call {call} · {messages}</source>
        <translation>вызов {call} · {messages}</translation>
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
            <numerusform>%n сообщение</numerusform>
            <numerusform>%n сообщения</numerusform>
            <numerusform>%n сообщений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one reply, %n tool_use block(s)</source>
        <translation>
            <numerusform>один ответ, %n блок tool_use</numerusform>
            <numerusform>один ответ, %n блока tool_use</numerusform>
            <numerusform>один ответ, %n блоков tool_use</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>~%n token(s)</source>
        <translation>
            <numerusform>~%n ток.</numerusform>
            <numerusform>~%n ток.</numerusform>
            <numerusform>~%n ток.</numerusform>
        </translation>
    </message>
    <message>
        <source>approve {call}?</source>
        <translation>одобрить {call}?</translation>
    </message>
    <message>
        <source>approved · {by}</source>
        <translation>одобрено · {by}</translation>
    </message>
    <message>
        <source>rejected · {by}: {reason}</source>
        <translation>отклонено · {by}: {reason}</translation>
    </message>
    <message>
        <source>stop · {by}</source>
        <translation>остановлено · {by}</translation>
    </message>
    <message>
        <source>hand-off: MAX_CALLS {detail} reached</source>
        <translation>передача: достигнут MAX_CALLS {detail}</translation>
    </message>
    <message>
        <source>hand-off: token budget exceeded ({detail})</source>
        <translation>передача: бюджет токенов превышен ({detail})</translation>
    </message>
    <message>
        <source>hand-off: stop_reason {detail}</source>
        <translation>передача: stop_reason {detail}</translation>
    </message>
    <message>
        <source>hand-off: time limit exceeded ({detail} s)</source>
        <translation>передача: лимит времени превышен ({detail} с)</translation>
    </message>
    <message>
        <source>hand-off: model error ({detail})</source>
        <translation>передача: ошибка модели ({detail})</translation>
    </message>
    <message>
        <source>hand-off: cancelled ({detail})</source>
        <translation>передача: прервано ({detail})</translation>
    </message>
    <message>
        <source>Tool loop sequence diagram</source>
        <translation>Диаграмма последовательности цикла инструментов</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>order number must not be empty</source>
        <translation>номер заказа не может быть пустым</translation>
    </message>
    <message>
        <source>order number {value}: only letters, digits, - and _, at most 32 characters</source>
        <translation>номер заказа {value}: только буквы, цифры, - и _, не более 32 символов</translation>
    </message>
    <message>
        <source>customer id must not be empty</source>
        <translation>id клиента не может быть пустым</translation>
    </message>
    <message>
        <source>customer id {value}: only letters, digits, - and _, at most 32 characters</source>
        <translation>id клиента {value}: только буквы, цифры, - и _, не более 32 символов</translation>
    </message>
    <message>
        <source>unknown status {value}; allowed: {allowed}</source>
        <translation>неизвестный статус {value}; допустимы: {allowed}</translation>
    </message>
    <message>
        <source>date missing</source>
        <translation>дата не указана</translation>
    </message>
    <message>
        <source>not a valid date: {value} (e.g. {example} or {iso})</source>
        <translation>недопустимая дата: {value} (например, {example} или {iso})</translation>
    </message>
    <message>
        <source>order number {id} already taken</source>
        <translation>номер заказа {id} уже занят</translation>
    </message>
    <message>
        <source>no order {id}</source>
        <translation>нет заказа {id}</translation>
    </message>
    <message>
        <source>unknown field {field}</source>
        <translation>неизвестное поле {field}</translation>
    </message>
    <message>
        <source>repeated order numbers in the data</source>
        <translation>повторяющиеся номера заказов в данных</translation>
    </message>
</context>
<context>
    <name>StoreNotices</name>
    <message>
        <source>The lesson data runs in memory only: changes are lost on quitting.</source>
        <translation>Данные урока хранятся только в памяти: изменения пропадут при выходе.</translation>
    </message>
    <message>
        <source>{reason} The lesson data runs in memory only: changes are lost on quitting.</source>
        <translation>{reason} Данные урока хранятся только в памяти: изменения пропадут при выходе.</translation>
    </message>
    <message>
        <source>The database {path} cannot be used ({error}).</source>
        <translation>Базу данных {path} нельзя использовать ({error}).</translation>
    </message>
    <message>
        <source>New database created from the lesson data: {path}</source>
        <translation>Создана новая база данных из данных урока: {path}</translation>
    </message>
    <message>
        <source>{path} is {what}, not an orders database; the program leaves it untouched.</source>
        <translation>{path} — {what}, а не база заказов; программа не трогает этот путь.</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>папка</translation>
    </message>
    <message>
        <source>a link to a file that does not exist</source>
        <translation>ссылка на несуществующий файл</translation>
    </message>
    <message>
        <source>not a regular file (a device, a pipe or a socket)</source>
        <translation>не обычный файл (устройство, канал или сокет)</translation>
    </message>
    <message>
        <source>{path} is not an orders database of this program ({reason}); the file stays unchanged where it is.</source>
        <translation>{path} — не база заказов этой программы ({reason}); файл остаётся на месте без изменений.</translation>
    </message>
    <message>
        <source>The database {path} is damaged ({reason}). It now lies at {kept}; started afresh with the lesson data.</source>
        <translation>База данных {path} повреждена ({reason}). Она перемещена в {kept}; работа начата заново с данными урока.</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>файл защищён от записи</translation>
    </message>
    <message>
        <source>the folder {folder} is read-only</source>
        <translation>папка {folder} защищена от записи</translation>
    </message>
    <message>
        <source>cannot be written: {error}</source>
        <translation>запись невозможна: {error}</translation>
    </message>
    <message>
        <source>The database {path} is locked just now (another program is writing to it); waiting up to {seconds} s …</source>
        <translation>База данных {path} сейчас заблокирована (в неё пишет другая программа); ожидание до {seconds} с …</translation>
    </message>
    <message>
        <source>The database {path} is locked: another program has held it for over {seconds} s. It stays unchanged; open it again later.</source>
        <translation>База данных {path} заблокирована: другая программа держит её дольше {seconds} с. Она остаётся без изменений; откройте её позже.</translation>
    </message>
    <message>
        <source>no orders table of the expected form</source>
        <translation>нет таблицы orders ожидаемого вида</translation>
    </message>
    <message>
        <source>SQLite&apos;s quick_check finds errors</source>
        <translation>проверка quick_check в SQLite находит ошибки</translation>
    </message>
    <message>
        <source>SQLite: {error}</source>
        <translation>SQLite: {error}</translation>
    </message>
    <message>
        <source>row {row}: {error}</source>
        <translation>строка {row}: {error}</translation>
    </message>
    <message>
        <source>row {row} is not in the stored form</source>
        <translation>строка {row} не в сохраняемом виде</translation>
    </message>
    <message>
        <source>the rows cannot be brought into one form: {error}</source>
        <translation>строки не удаётся привести к одному виду: {error}</translation>
    </message>
    <message>
        <source>{path} is read-only ({why}) and not a usable orders database ({reason}); the file stays unchanged.</source>
        <translation>{path} защищён от записи ({why}) и не является пригодной базой заказов ({reason}); файл остаётся без изменений.</translation>
    </message>
    <message>
        <source>Read only: {why}. Changes are off.</source>
        <translation>Только чтение: {why}. Изменения отключены.</translation>
    </message>
    <message>
        <source>The database {path} is opened for reading only ({why}): changes are off.</source>
        <translation>База данных {path} открыта только для чтения ({why}): изменения отключены.</translation>
    </message>
    <message>
        <source>{path} was just created by another program; the file stays unchanged.</source>
        <translation>{path} только что создан другой программой; файл остаётся без изменений.</translation>
    </message>
    <message>
        <source>Database locked: another program holds it just now; please try again in a moment</source>
        <translation>База данных заблокирована: её сейчас держит другая программа; попробуйте ещё раз чуть позже</translation>
    </message>
    <message>
        <source>Database locked: another program is writing to it; nothing changed, please try again in a moment</source>
        <translation>База данных заблокирована: в неё пишет другая программа; ничего не изменено, попробуйте ещё раз чуть позже</translation>
    </message>
    <message>
        <source>Database not reachable: {error}</source>
        <translation>База данных недоступна: {error}</translation>
    </message>
    <message>
        <source>Database not writable: {error}</source>
        <translation>В базу данных нельзя записать: {error}</translation>
    </message>
</context>
<context>
    <name>Switches</name>
    <message>
        <source>parallel tool calls off</source>
        <translation>параллельные вызовы выключены</translation>
    </message>
    <message>
        <source>strict: {tools}</source>
        <translation>строгие: {tools}</translation>
    </message>
    <message>
        <source>auto: the model decides</source>
        <translation>auto: решает модель</translation>
    </message>
    <message>
        <source>any: it must call some tool</source>
        <translation>any: модель должна вызвать какой-либо инструмент</translation>
    </message>
    <message>
        <source>none: it may call no tool</source>
        <translation>none: модель не может вызывать инструменты</translation>
    </message>
    <message>
        <source>Tool choice</source>
        <translation>Выбор инструмента</translation>
    </message>
    <message>
        <source>{tool}: call it first</source>
        <translation>{tool}: вызвать первым</translation>
    </message>
    <message>
        <source>Parallel tool calls</source>
        <translation>Параллельные вызовы</translation>
    </message>
    <message>
        <source>Off: at most one tool call per reply</source>
        <translation>Выкл: не больше одного вызова инструмента на ответ</translation>
    </message>
    <message>
        <source>Strict</source>
        <translation>Строгие</translation>
    </message>
    <message>
        <source>A strict tool&apos;s input always fits its schema; its values are still checked</source>
        <translation>Ввод строгого инструмента всегда соответствует схеме; значения всё равно проверяются</translation>
    </message>
    <message>
        <source>Calls *</source>
        <translation>Вызовы *</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Вызовы</translation>
    </message>
    <message>
        <source>What the model may call: {said}</source>
        <translation>Что может вызывать модель: {said}</translation>
    </message>
    <message>
        <source>tool_choice auto, parallel tool calls on, none strict</source>
        <translation>tool_choice auto, параллельные вызовы включены, строгих нет</translation>
    </message>
</context>
<context>
    <name>ToolEditing</name>
    <message>
        <source>Edit tools…</source>
        <translation>Редактировать инструменты…</translation>
    </message>
    <message>
        <source>Add, change or delete the lesson&apos;s tools: a name, a description, input fields and one SQL query</source>
        <translation>Добавить, изменить или удалить инструменты урока: имя, описание, поля ввода и один SQL-запрос</translation>
    </message>
</context>
<context>
    <name>ToolEditor</name>
    <message>
        <source>Tools of the lesson</source>
        <translation>Инструменты урока</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Дублировать</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Try it…</source>
        <translation>Попробовать…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>The lesson&apos;s fake model calls this tool: it stays.</source>
        <translation>Учебная заглушка вызывает этот инструмент: он остаётся.</translation>
    </message>
    <message>
        <source>Call this tool by hand, with input you type and no model</source>
        <translation>Вызвать этот инструмент вручную, со своим вводом и без модели</translation>
    </message>
    <message>
        <source>Save first: by hand, the tool runs as the window has it</source>
        <translation>Сначала сохраните: вручную инструмент выполняется так, как он есть в окне</translation>
    </message>
    <message>
        <source>✗ Problems in: {tools}</source>
        <translation>✗ Проблемы в: {tools}</translation>
    </message>
    <message>
        <source>No problems.</source>
        <translation>Проблем нет.</translation>
    </message>
    <message>
        <source>Save offers the tools from the next model call on.</source>
        <translation>После сохранения инструменты предлагаются со следующего вызова модели.</translation>
    </message>
    <message>
        <source>✗ Not saved:</source>
        <translation>✗ Не сохранено:</translation>
    </message>
    <message>
        <source>Saved as your own copy of the lesson: offered from the next model call on.</source>
        <translation>Сохранено как ваша копия урока: предлагается со следующего вызова модели.</translation>
    </message>
</context>
<context>
    <name>ToolForm</name>
    <message>
        <source>reading (only reads; runs together with other reads)</source>
        <translation>читающий (только читает; выполняется вместе с другими чтениями)</translation>
    </message>
    <message>
        <source>acting (writes; a human approves each call)</source>
        <translation>изменяющий (меняет данные; человек одобряет каждый вызов)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Описание</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Ввод</translation>
    </message>
    <message>
        <source>SQL query</source>
        <translation>SQL-запрос</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Не найдено</translation>
    </message>
    <message>
        <source>Before the write</source>
        <translation>Перед записью</translation>
    </message>
    <message>
        <source>strict (the provider keeps the input to the schema&apos;s shape)</source>
        <translation>strict (провайдер приводит ввод к форме схемы)</translation>
    </message>
    <message>
        <source>Add field</source>
        <translation>Добавить поле</translation>
    </message>
    <message>
        <source>Remove field</source>
        <translation>Удалить поле</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Поля</translation>
    </message>
    <message>
        <source>Raw JSON Schema</source>
        <translation>JSON Schema как есть</translation>
    </message>
    <message>
        <source>e.g. {order_id} — {status}</source>
        <translation>например, {order_id} — {status}</translation>
    </message>
    <message>
        <source>One SQL statement over the lesson&apos;s tables. Input fields are :name, the signed-in customer is :customer (never from the model). SQLite itself refuses a write from a reading tool.</source>
        <translation>Один SQL-оператор над таблицами урока. Поля ввода — :name, вошедший клиент — :customer (никогда не от модели). SQLite сам запрещает читающему инструменту запись.</translation>
    </message>
    <message>
        <source>Each row read, written with its columns and the input fields: {column}, {column:date}</source>
        <translation>Каждая прочитанная строка, записанная с помощью её столбцов и полей ввода: {column}, {column:date}</translation>
    </message>
    <message>
        <source>This schema says more than the table shows (e.g. an enum or a pattern): edit it as raw JSON Schema.</source>
        <translation>Эта схема говорит больше, чем показывает таблица (например, enum или pattern): редактируйте её как JSON Schema.</translation>
    </message>
</context>
<context>
    <name>ToolProblems</name>
    <message>
        <source>1 to 64 letters a–z, A–Z, digits, _ or - (the names all three providers accept)</source>
        <translation>от 1 до 64 символов: буквы a–z, A–Z, цифры, _ или - (имена, которые принимают все три провайдера)</translation>
    </message>
    <message>
        <source>another tool of this lesson is called {name}</source>
        <translation>другой инструмент этого урока уже называется {name}</translation>
    </message>
    <message>
        <source>the lesson&apos;s fake model calls {name}: keep that name</source>
        <translation>учебная заглушка вызывает {name}: оставьте это имя</translation>
    </message>
    <message>
        <source>may not be empty</source>
        <translation>не может быть пустым</translation>
    </message>
    <message>
        <source>reading or acting</source>
        <translation>читающий или изменяющий</translation>
    </message>
    <message>
        <source>not a valid JSON Schema at {where}: {message}</source>
        <translation>недопустимая JSON Schema в {where}: {message}</translation>
    </message>
    <message>
        <source>a tool&apos;s input is an object: &quot;type&quot;: &quot;object&quot;</source>
        <translation>ввод инструмента — объект: &quot;type&quot;: &quot;object&quot;</translation>
    </message>
    <message>
        <source>field {field}: lower-case letters, digits and _, starting with a letter</source>
        <translation>поле {field}: строчные латинские буквы, цифры и _, начинается с буквы</translation>
    </message>
    <message>
        <source>field {field}: the customer comes from the session, never from the model</source>
        <translation>поле {field}: клиент берётся из сеанса, никогда от модели</translation>
    </message>
    <message>
        <source>field {field}: its type is one of {types}</source>
        <translation>поле {field}: тип — один из {types}</translation>
    </message>
    <message>
        <source>{field} is required but is not a field</source>
        <translation>{field} обязательно, но такого поля нет</translation>
    </message>
    <message>
        <source>the lesson checks a field {field} that is gone</source>
        <translation>урок проверяет поле {field}, которого больше нет</translation>
    </message>
    <message>
        <source>field {field}: the longest length is a whole number from 1, or empty</source>
        <translation>поле {field}: максимальная длина — целое число от 1 или пусто</translation>
    </message>
    <message>
        <source>:{param} is not an input field (there are :customer and the fields: {fields})</source>
        <translation>:{param} — не поле ввода (есть :customer и поля: {fields})</translation>
    </message>
    <message>
        <source>SQLite refused {what}: a reading tool may not write</source>
        <translation>SQLite отказал в {what}: читающий инструмент не может писать</translation>
    </message>
    <message>
        <source>SQLite refused the table {what}: it is not one of the lesson&apos;s tables</source>
        <translation>SQLite отказал в доступе к таблице {what}: она не из таблиц урока</translation>
    </message>
    <message>
        <source>SQLite refused {what}: a tool runs one query over the lesson&apos;s tables</source>
        <translation>SQLite отказал в {what}: инструмент выполняет один запрос над таблицами урока</translation>
    </message>
    <message>
        <source>SQLite cannot run it: {message}</source>
        <translation>SQLite не может его выполнить: {message}</translation>
    </message>
    <message>
        <source>a reading tool reads only the signed-in customer&apos;s rows: use :customer</source>
        <translation>читающий инструмент читает только строки вошедшего клиента: используйте :customer</translation>
    </message>
    <message>
        <source>not a template: {message}</source>
        <translation>не шаблон: {message}</translation>
    </message>
    <message>
        <source>{{{name}}} is not a name</source>
        <translation>{{{name}}} — не имя</translation>
    </message>
    <message>
        <source>unknown format {{{name}:{spec}}} (there is {{{name}:date}})</source>
        <translation>неизвестный формат {{{name}:{spec}}} (есть {{{name}:date}})</translation>
    </message>
    <message>
        <source>{{{name}}} has no value here; there are: {allowed}</source>
        <translation>у {{{name}}} здесь нет значения; есть: {allowed}</translation>
    </message>
    <message>
        <source>only an acting tool checks before it writes</source>
        <translation>только изменяющий инструмент проверяет перед записью</translation>
    </message>
    <message>
        <source>refusals need a check query</source>
        <translation>для отказов нужен проверочный запрос</translation>
    </message>
    <message>
        <source>name at least one value of the column (several: a | b)</source>
        <translation>укажите хотя бы одно значение столбца (несколько: a | b)</translation>
    </message>
    <message>
        <source>the check query gives no column {column}</source>
        <translation>проверочный запрос не даёт столбца {column}</translation>
    </message>
    <message>
        <source>{message}</source>
        <translation>{message}</translation>
    </message>
    <message>
        <source>not JSON: {message} (line {line}, column {column})</source>
        <translation>не JSON: {message} (строка {line}, столбец {column})</translation>
    </message>
</context>
<context>
    <name>ToolsMenu</name>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Инструменты</translation>
    </message>
    <message>
        <source>Call a tool by hand…</source>
        <translation>Вызвать инструмент вручную…</translation>
    </message>
    <message>
        <source>Run one tool with input you type, no model</source>
        <translation>Выполнить инструмент с вашим вводом, без модели</translation>
    </message>
</context>
<context>
    <name>Tour</name>
    <message>
        <source>{n} of {total}</source>
        <translation>{n} из {total}</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Далее</translation>
    </message>
</context>
<context>
    <name>TourBubble</name>
    <message>
        <source>Next</source>
        <translation>Далее</translation>
    </message>
    <message>
        <source>Skip the tour</source>
        <translation>Пропустить экскурсию</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>{n} s</source>
        <translation>{n} с</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Увеличить</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Уменьшить</translation>
    </message>
    <message>
        <source>Actual size (100 %)</source>
        <translation>Исходный размер (100 %)</translation>
    </message>
    <message>
        <source>Presentation mode</source>
        <translation>Режим презентации</translation>
    </message>
</context>
</TS>
