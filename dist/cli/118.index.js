export const id = 118;
export const ids = [118];
export const modules = {

/***/ 9851:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ cliProgress)
/* harmony export */ });
/* unused harmony export plainProgress */
/* harmony import */ var _util_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6518);
/* harmony import */ var _util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(741);
/* harmony import */ var _util_progress_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5365);
/* harmony import */ var _util_plural_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1976);
/**
 * Progress of long steps on stderr: on a terminal one line that updates in place (the step,
 * how far it is, the time it has taken); with --verbose or in CI plain lines instead, one when
 * a step starts and one when it ends; elsewhere (a pipe, a script) nothing. Never on stdout.
 */




/** Steps shorter than this leave no line behind on a terminal. */
const LASTING_MS = 1000;
const REDRAW_MS = 200;
/** CI services set CI (to `true`, `1`, or a name); `false` and `0` say it is not one. */
function inCI(env) {
    return env.CI !== undefined && !['', '0', 'false'].includes(env.CI.toLowerCase());
}
function cliProgress(verbose, stream = process.stderr, env = process.env) {
    if (verbose || inCI(env))
        return plainProgress(stream);
    if (stream.isTTY && env.TERM !== 'dumb')
        return liveProgress(stream);
    return _util_progress_js__WEBPACK_IMPORTED_MODULE_1__/* .SILENT */ .q;
}
const now = () => performance.now();
function plainProgress(stream) {
    return {
        async step(title, run) {
            const started = now();
            stream.write(`▸ ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(title, 300)}…\n`);
            const result = await run();
            stream.write(`▸ ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(title, 300)}: done in ${(0,_util_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatElapsed */ .C7)(now() - started)}\n`);
            return result;
        },
        note: (message) => void stream.write(`  ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(message, 500)}\n`),
        advance: () => undefined
    };
}
function liveProgress(stream) {
    const stack = [];
    let timer;
    const width = () => Math.max(20, (stream.columns || 80) - 1);
    const fit = (line) => (line.length > width() ? line.slice(0, width() - 1) + '…' : line);
    const draw = () => {
        const top = stack[stack.length - 1];
        if (!top)
            return;
        const path = stack.map((s) => s.title).join(' › ');
        stream.write(`\r\u001b[K${fit(`${path}${top.detail ? `: ${top.detail}` : ''} · ${(0,_util_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatElapsed */ .C7)(now() - stack[0].started)}`)}`);
    };
    return {
        async step(title, run) {
            stack.push({ title: (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(title, 300), started: now(), detail: '' });
            draw();
            // A timer that keeps no process alive: the elapsed time moves while the step waits.
            timer ??= setInterval(draw, REDRAW_MS).unref();
            try {
                return await run();
            }
            finally {
                const done = stack.pop();
                const took = now() - done.started;
                if (stack.length === 0) {
                    clearInterval(timer);
                    timer = undefined;
                    stream.write('\r\u001b[K');
                    if (took >= LASTING_MS)
                        stream.write(`${fit(`${done.title}: ${(0,_util_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatElapsed */ .C7)(took)}`)}\n`);
                }
                else
                    draw();
            }
        },
        note(message) {
            const top = stack[stack.length - 1];
            if (!top)
                return;
            top.detail = (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(message, 200);
            draw();
        },
        advance(done, total) {
            const top = stack[stack.length - 1];
            if (!top)
                return;
            top.detail = `${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B)(done)} of ${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B)(total)}`;
            draw();
        }
    };
}


/***/ }),

/***/ 5118:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ tools)
});

// EXTERNAL MODULE: ./src/exit-codes.ts
var exit_codes = __webpack_require__(1084);
// EXTERNAL MODULE: ./src/pipeline.ts + 1 modules
var pipeline = __webpack_require__(2696);
// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/util/plural.ts
var plural = __webpack_require__(1976);
// EXTERNAL MODULE: ./src/util/sanitize-text.ts
var sanitize_text = __webpack_require__(741);
// EXTERNAL MODULE: ./src/report/diff-text.ts
var diff_text = __webpack_require__(6919);
;// CONCATENATED MODULE: ./src/report/tool-table-text.ts



function ownNameCell(e) {
    if (e.alwaysLoaded)
        return { text: 'always', bad: false };
    const view = (v) => (v.found ? (0,diff_text/* rankText */._k)(v.rank) : `${(0,diff_text/* rankText */._k)(v.rank)} ✗`);
    const views = [e.alone, ...(e.withNeighbours ? [e.withNeighbours] : [])];
    return { text: views.map(view).join(' / '), bad: views.some((v) => !v.found) };
}
/** `"find a file" #1 claude-code@2.1, #3 codex`: each best query with the engines it is the best for; the engines no query finds it under last (not those that load it up front). */
function bestQueryCell(engines) {
    const groups = new Map();
    const none = [];
    for (const e of engines) {
        if (!e.bestQuery) {
            if (!e.alwaysLoaded)
                none.push(e.engine);
            continue;
        }
        const key = `${e.bestQuery.line}\u0000${e.bestQuery.query}`;
        const group = groups.get(key) ?? { query: e.bestQuery.query, ranks: [] };
        group.ranks.push(`${(0,diff_text/* rankText */._k)(e.bestQuery.rank)} ${e.engine}`);
        groups.set(key, group);
    }
    if (none.length === engines.length)
        return { text: 'no query', bad: true };
    const parts = [...groups.values()].map((g) => `"${(0,sanitize_text/* plainText */.w)(g.query, 60)}" ${g.ranks.join(', ')}`);
    if (none.length)
        parts.push(`no query under ${none.join(', ')}`);
    return parts.length ? { text: parts.join('; '), bad: none.length > 0 } : { text: 'loaded up front', bad: false };
}
/**
 * One row per tool, worst first: its own name's words, where they rank it under each engine
 * (alone / with neighbours; ✗ outside the cut), and the best query of the manifest that finds it.
 */
function toolTableReport(rows, head, style) {
    const engines = rows[0]?.engines.map((e) => `${e.engine} (top ${e.maxResults})`) ?? [];
    const neighbours = rows.some((r) => r.engines.some((e) => e.withNeighbours));
    const costs = rows.some((r) => r.chars !== undefined);
    const table = rows.map((r) => [
        { text: (0,sanitize_text/* plainText */.w)(`${r.server}/${r.name}`, 60), bad: false },
        { text: r.ownName ? `"${(0,sanitize_text/* plainText */.w)(r.ownName, 60)}"` : '(no words)', bad: false },
        ...r.engines.map(ownNameCell),
        ...(costs ? [{ text: r.chars === undefined ? '' : `${r.charsEstimate ? '~' : ''}${r.chars.toLocaleString('en-US')}`, bad: false }] : []),
        bestQueryCell(r.engines)
    ]);
    const header = ['tool', 'own name', ...engines, ...(costs ? ['chars'] : []), 'best query'];
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].text.length)));
    const line = (cells) => cells
        .map((c, i) => (i === cells.length - 1 ? c.text : c.text.padEnd(widths[i])))
        .map((text, i) => (cells[i].bad ? style.red(text) : text))
        .join('  ')
        .trimEnd();
    const ownMisses = rows.filter((r) => r.engines.some((e) => !e.alone.found || e.withNeighbours?.found === false)).length;
    const uncovered = rows.filter((r) => r.engines.some((e) => !e.bestQuery && !e.alwaysLoaded)).length;
    return [
        style.bold(head),
        `own name: the words of the tool's name as the query${neighbours ? ', ranked alone / with neighbours' : ''}; ✗ outside the cut${costs ? "; chars: the tool's context cost in Claude Code's measure (~ an estimate)" : ''}`,
        '',
        style.bold(line(header.map((text) => ({ text, bad: false })))),
        ...table.map(line),
        '',
        `${(0,plural/* plural */.L)(rows.length, 'tool')}: ${ownMisses} outside the cut by their own name and ${uncovered} found by no query, under some engine`
    ].join('\n') + '\n';
}

// EXTERNAL MODULE: ./src/cli/command.ts
var command = __webpack_require__(3567);
// EXTERNAL MODULE: ./src/cli/options.ts
var options = __webpack_require__(776);
// EXTERNAL MODULE: ./src/cli/progress.ts
var progress = __webpack_require__(9851);
// EXTERNAL MODULE: ./src/cli/output.ts + 1 modules
var output = __webpack_require__(3091);
;// CONCATENATED MODULE: ./src/cli/tools.ts









const HELP = `Usage: mcp-tool-rank tools [--config FILE] [--engine ID]... [--json FILE]

Every tool of the manifest's servers at a glance, one row each, worst first: where the words
of its own name rank it under each engine (alone, and with the manifest's neighbours), and
the manifest query that finds it best with its rank, or "no query". A row is worse the more
of these miss the cut. Stored catalogs (\`catalog:\`) compete but get rows only when the
manifest starts no server.

Options:
${options/* CONFIG_HELP */.hF}
  -e, --engine ID     rank with this engine instead of the manifest's (repeatable)
      --json FILE     also write the rows as JSON (FILE \`-\`: stdout, the text then goes
                      to stderr)
${options/* VERBOSE_HELP */.P7}
  -h, --help          this help

Exit codes: 0 the table was shown, 2 manifest, server or usage error.`;
/* harmony default export */ const tools = ((0,command/* defineCommand */.NB)({
    help: HELP,
    options: { ...options/* CONFIG_OPTION */.dG, ...options/* ENGINE_OPTION */.fx, json: { type: 'string' }, ...options/* VERBOSE_OPTION */.Xi },
    async run(values) {
        const config = (0,options/* configOf */.W1)(values);
        const { out, style } = (0,output/* readerOutput */.$C)({ json: values.json });
        const { manifest, rows } = await (0,pipeline/* rankTools */.gQ)({ config, baseDir: process.cwd(), callerEnv: process.env, engines: values.engine, progress: (0,progress/* cliProgress */.o)(values.verbose === true) });
        const neighbours = manifest.neighbours.length ? ` · with neighbours ${manifest.neighbours.map((n) => n.name).join(', ')}` : '';
        out.write(toolTableReport(rows, `mcp-tool-rank tools · ${(0,sanitize_text/* plainText */.w)(config, 200)}${neighbours}`, style));
        if (values.json)
            await (0,output/* writeJson */.GF)(values.json, { version: json/* REPORT_VERSION */.Aj, manifest: config, toolTable: rows });
        return exit_codes/* ExitCode */.y.Ok;
    }
}));


/***/ }),

/***/ 5978:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XP: () => (/* binding */ describeEdits),
/* harmony export */   gT: () => (/* binding */ describeAdvice),
/* harmony export */   ne: () => (/* binding */ describeBlame)
/* harmony export */ });
/* unused harmony exports requirementText, engineChecksText */
/* harmony import */ var _catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2252);

/** What the expectation asks, as the object of "reaches": `the top 5`, `#1, as its \`rank: 1\` asks`. */
function requirementText(r) {
    if (!r)
        return 'the cut';
    return r.kind === 'rank' ? `#${r.n}, as its \`rank: ${r.n}\` asks` : `the top ${r.n}`;
}
/** `#1 under claude-code@2.1, #5 under codex (still short)`: a change re-ranked under every engine of the query. */
function engineChecksText(checks) {
    return checks.map((c) => `${c.rank === null ? 'not ranked' : `#${c.rank}`} under ${c.engine}${c.pass ? '' : ' (still short)'}`).join(', ');
}
/**
 * One line of advice for people: `start the description of tracker/add_comment with
 * "comment issue" → #3`. `quote` escapes text for the target (terminal, markdown).
 */
function describeAdvice(advice, quote = (s) => `"${s}"`) {
    if ('unreachable' in advice)
        return `no edit of its text reaches ${requirementText(advice.requirement)}${advice.bestRank !== null ? ` (at best #${advice.bestRank})` : ''}: ${advice.reason}`;
    if ('listing' in advice) {
        const checked = advice.engines?.length ? `; re-ranked: ${engineChecksText(advice.engines)}` : '';
        return (`list ${(0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .shortToolName */ .Ow)(advice.listing.tool)} before ${(0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .shortToolName */ .Ow)(advice.listing.before)} in the server's tools/list → #${advice.projectedRank}` +
            `${advice.requirement.kind === 'rank' ? `, as its \`rank: ${advice.requirement.n}\` asks` : ''}: the two score the same, and the client keeps equal scores in that order${checked}`);
    }
    return `${describeEdits(advice.edits, quote)} → #${advice.projectedRank}`;
}
/** `start the description of tracker/add_comment with "comment issue" and add … to the _meta["anthropic/searchHint"] of …`. */
function describeEdits(edits, quote = (s) => `"${s}"`) {
    return edits
        .map((e) => e.field === 'description'
        ? `start the description of ${(0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .shortToolName */ .Ow)(e.tool)} with ${quote(e.add.join(' '))}`
        : `add ${quote(e.add.join(' '))} to the _meta["anthropic/searchHint"] of ${(0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .shortToolName */ .Ow)(e.tool)}`)
        .join(' and ');
}
function delta(d) {
    const diff = d.after - d.before;
    const n = Number.isInteger(diff) ? String(Math.abs(diff)) : Math.abs(diff).toFixed(2);
    return `"${d.term}" ${d.field} ${diff > 0 ? '+' : '−'}${n}`;
}
/** `gitlab/create_issue overtook it (#4 → #2): "issue" description +2` lines. */
function describeBlame(b) {
    const lines = [];
    const at = (s) => (s ? `#${s.rank}` : 'unranked');
    lines.push(`${(0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .shortToolName */ .Ow)(b.tool)} under ${b.engine}: ${at(b.base)} → ${at(b.head)}`);
    if (b.own.length)
        lines.push(`  its own points changed: ${b.own.map(delta).join(', ')}`);
    for (const g of b.gainers) {
        const why = g.added ? 'new tool' : g.deltas.length ? g.deltas.map(delta).join(', ') : 'unchanged; it moved ahead as the tool lost points';
        lines.push(`  ${(0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .shortToolName */ .Ow)(g.tool)} ${g.added ? 'added' : `${g.base ? `#${g.base.rank}` : 'unranked'} → #${g.head.rank}`}: ${why}`);
    }
    return lines;
}


/***/ }),

/***/ 6919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _k: () => (/* binding */ rankText),
/* harmony export */   f0: () => (/* binding */ baselineSource),
/* harmony export */   wy: () => (/* binding */ diffTerminal),
/* harmony export */   z4: () => (/* binding */ baselineCost)
/* harmony export */ });
/* unused harmony exports changeNote, changeCounts, listedChanges, baselineOrigin */
/* harmony import */ var _advice_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5978);
/* harmony import */ var _util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(741);
/* harmony import */ var _util_plural_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1976);
/* harmony import */ var _catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2252);
/* harmony import */ var _expectations_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7535);





/** `#7`, or `–` for a tool the engine did not rank (plain text: the terminal and the log). */
function rankText(rank) {
    return rank === null ? '–' : `#${rank}`;
}
/** Where an expectation has to be: "the top 5", or "rank 2" for a `rank:` tighter than the cut. */
function place(row) {
    return row.kind === 'expect' && row.within < row.maxResults ? `rank ${row.within}` : `the top ${row.maxResults}`;
}
/** What a change means for the user, after its ranks: "fell out of the top 5", "still in the top 5" … */
function changeNote(row) {
    const expect = row.kind === 'expect';
    switch (row.change) {
        case 'regression':
            if (!expect)
                return `entered ${place(row)}`;
            return row.crossed === 'fell-out' ? `fell out of ${place(row)}` : `no longer within ${place(row)}`;
        case 'shift':
            return expect ? `still within ${place(row)}` : `still outside ${place(row)}`;
        case 'improvement':
            return expect ? `now within ${place(row)}` : `left ${place(row)}`;
        case 'missing':
            return row.basePass === null ? '' : 'failing on the base commit too';
        case 'known-failure':
            return 'known failure';
        default:
            return '';
    }
}
/** `1 regression, 2 shifts, 0 improvements` (and `, 1 missing` when there is one). */
function changeCounts(diff) {
    const parts = [(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(diff.regressions, 'regression'), (0,_util_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(diff.shifts, 'shift'), (0,_util_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(diff.improvements, 'improvement')];
    if (diff.missing > 0)
        parts.push(`${diff.missing} missing`);
    return parts.join(', ');
}
/** The rows worth listing under the base line, most urgent first: a missing row only when the base ranked it too. */
function listedChanges(diff) {
    const order = ['regression', 'missing', 'shift', 'improvement'];
    return order.flatMap((c) => diff.rows.filter((r) => r.change === c && (c !== 'missing' || r.basePass !== null)));
}
/** Where the base side came from: `base a1b2c3d from its lock file`. */
function baselineSource(diff) {
    return `base ${diff.baseSha.slice(0, 7)} ${diff.source === 'lock' ? 'from its lock file' : 'from a worktree'}`;
}
/** What ranking the base side cost (it changes from run to run): `no server started, 12 ms`. */
function baselineCost(diff) {
    if (diff.source === 'lock')
        return `no server started, ${diff.cost.totalMs} ms`;
    const setup = diff.cost.setupMs !== undefined ? `, setup ${(diff.cost.setupMs / 1000).toFixed(1)} s` : '';
    return `${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(diff.cost.serversStarted, 'server')} started${setup}, ${(diff.cost.totalMs / 1000).toFixed(1)} s in all`;
}
function baselineOrigin(diff) {
    return `${baselineSource(diff)} (${baselineCost(diff)})`;
}
/** The base-branch diff for the terminal: what moved, newest facts first. */
function diffTerminal(baseline, style) {
    if (baseline.source === 'none') {
        const line = `no baseline: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .w)(baseline.reason, 600)}`;
        const details = (baseline.details ?? []).map((l) => style.dim(`  ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .w)(l, 500)}`) + '\n');
        return [(baseline.warning ? style.yellow(`warning: ${line}`) : style.dim(line)) + '\n', ...details].join('');
    }
    const out = [];
    out.push(style.bold(`${baselineOrigin(baseline)}: ${changeCounts(baseline)}`));
    const marks = {
        regression: style.red('▼ regression '),
        missing: style.red('✗ missing    '),
        shift: style.yellow('↕ shift      '),
        improvement: style.green('▲ improvement')
    };
    for (const r of listedChanges(baseline)) {
        const note = changeNote(r);
        const tool = `${r.kind === 'forbid' ? 'not ' : ''}${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .w)(r.ref, 50)}`;
        out.push(`  ${marks[r.change]}  ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .w)(r.query, 40)}  ${tool}  ${r.engine}  ${rankText(r.baseRank)} → ${rankText(r.headRank)}${note ? `  ${note}` : ''}`);
        if (r.blame)
            for (const line of (0,_advice_text_js__WEBPACK_IMPORTED_MODULE_2__/* .describeBlame */ .ne)(r.blame).slice(1, 7))
                out.push(style.dim(`    ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .w)(line.trim(), 200)}`));
    }
    const edited = baseline.expectations ?? [];
    if (edited.length)
        out.push(`  expectations changed in this PR (${edited.filter((c) => c.relaxes).length} relaxed):`);
    const f = { code: (t) => (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .w)(t, 60), text: (t) => `"${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .w)(t, 120)}"`, rank: rankText };
    for (const c of edited) {
        const query = c.query === null ? 'the manifest' : `"${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .w)(c.query, 40)}"${c.side === 'base' ? ' (removed)' : ''}`;
        const line = `    ${c.relaxes ? 'relaxed' : 'changed'}  ${query}: ${c.edits.map((e) => (0,_expectations_text_js__WEBPACK_IMPORTED_MODULE_3__/* .editText */ .i)(e, f)).join('; ')}`;
        out.push(c.relaxes ? style.yellow(line) : line);
        if (c.unrankable)
            out.push(style.dim(`      not ranked now: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .w)(c.unrankable, 200)}`));
        for (const h of c.hidden)
            out.push(h.pass ? style.dim(`      ${(0,_expectations_text_js__WEBPACK_IMPORTED_MODULE_3__/* .hiddenText */ .C)(h, f)}`) : style.yellow(`      ${(0,_expectations_text_js__WEBPACK_IMPORTED_MODULE_3__/* .hiddenText */ .C)(h, f)}`));
    }
    for (const c of baseline.resultChanges) {
        out.push(style.dim(`  ~ ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .w)(c.query, 40)}  ${c.engine}: results changed (${c.base.length} → ${c.head.length} tools)`));
    }
    if (baseline.newQueries.length)
        out.push(style.dim(`  new queries: ${baseline.newQueries.map((q) => `"${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .w)(q, 60)}"`).join(', ')}`));
    if (baseline.removedQueries.length)
        out.push(style.dim(`  removed queries: ${baseline.removedQueries.map((q) => `"${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .w)(q, 60)}"`).join(', ')}`));
    const c = baseline.catalog;
    const parts = [
        c.added.length ? `${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(c.added.length, 'tool')} added` : '',
        c.removed.length ? `${c.removed.length} removed` : '',
        c.renamed.length ? `${c.renamed.length} renamed (${c.renamed.map((r) => `${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .w)((0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_4__/* .shortToolName */ .Ow)(r.from), 60)} → ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .w)((0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_4__/* .shortToolName */ .Ow)(r.to), 60)}`).join(', ')})` : '',
        c.descriptionChanged.length ? `${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(c.descriptionChanged.length, 'description')} changed` : '',
        c.schemaChanged.length ? `${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(c.schemaChanged.length, 'schema')} changed` : ''
    ].filter(Boolean);
    if (parts.length)
        out.push(style.dim(`  catalog: ${parts.join(', ')}`));
    return out.join('\n') + '\n';
}


/***/ }),

/***/ 7535:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ hiddenText),
/* harmony export */   i: () => (/* binding */ editText)
/* harmony export */ });
/** "`rank` 2 → 3", "no longer expects `read_file`", "marked `known_failure`: why" … with the engine when it is for one. */
function editText(edit, f) {
    const before = edit.before ?? '';
    const after = edit.after ?? '';
    const phrase = (() => {
        switch (edit.field) {
            case 'query':
                return 'query removed';
            case 'expect':
            case 'expect_any':
            case 'forbid':
                if (edit.change === 'renamed')
                    return `${f.code(before)} → ${f.code(after)}, following the tool's rename`;
                if (edit.field === 'expect_any')
                    return edit.change === 'removed' ? `no longer accepts ${f.code(before)} as one of ${f.code('expect_any')}` : `now accepts ${f.code(after)} as one of ${f.code('expect_any')}`;
                if (edit.change === 'changed')
                    return `${edit.field === 'expect' ? 'expects' : 'forbids'} ${f.code(after)} instead of ${f.code(before)}`;
                if (edit.field === 'expect')
                    return edit.change === 'removed' ? `no longer expects ${f.code(before)}` : `now expects ${f.code(after)}`;
                return edit.change === 'removed' ? `no longer forbids ${f.code(before)}` : `now forbids ${f.code(after)}`;
            case 'engines':
                return edit.change === 'removed' ? `no longer ranked under ${f.code(before)}` : `now also ranked under ${f.code(after)}`;
            case 'known_failure':
                if (edit.change === 'added')
                    return `marked ${f.code('known_failure')}: ${f.text(after)}`;
                if (edit.change === 'removed')
                    return `${f.code('known_failure')} removed`;
                return `${f.code('known_failure')} reason changed: ${f.text(after)}`;
            case 'rank':
                if (edit.change === 'added')
                    return `${f.code('rank')} ${f.code(after)} added`;
                if (edit.change === 'removed')
                    return `${f.code('rank')} ${f.code(before)} removed (the cut now)`;
                return `${f.code('rank')} ${f.code(before)} → ${f.code(after)}`;
            case 'max_results':
                return `${f.code('max_results')} ${f.code(before)} → ${f.code(after)}`;
        }
    })();
    return edit.engine ? `${phrase} (${f.code(edit.engine)})` : phrase;
}
/** `ledger_export` #2 → #3 under claude-code@2.1: fails the base's top 5 / still holds. */
function hiddenText(h, f) {
    const name = `${h.kind === 'forbid' ? 'not ' : ''}${f.code(h.ref)}${h.renamedTo ? ` (now ${f.code(h.renamedTo)})` : ''}`;
    const where = h.kind === 'expect' && h.within < h.maxResults ? `rank ${h.within}` : `the top ${h.maxResults}`;
    const verdict = h.pass ? 'still holds' : h.kind === 'expect' ? `would fail: needs ${where}` : `would fail: it is in ${where}`;
    return `${name} ${f.rank(h.baseRank)} → ${f.rank(h.rank)} under ${f.code(h.engine)}: ${verdict}`;
}


/***/ }),

/***/ 2794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ REPORT_VERSION),
/* harmony export */   L7: () => (/* binding */ jsonReport),
/* harmony export */   UH: () => (/* binding */ reportText)
/* harmony export */ });
// Here, not in schema.ts: writing a report must not load zod and build the schema (start-up).
const REPORT_VERSION = 3;
/** The machine-readable report (`--json`, the action's `report` output) of a review; its shape is `reportSchema`, and read.ts reads it back. */
function jsonReport(review) {
    const { evaluation, verdict } = review;
    const tools = numbering((id) => id);
    // Field and points hold no NUL, so the term, last, needs no escaping (cheaper than JSON.stringify per ranking row).
    const contributions = numbering(({ term, field, points }) => `${field}\u0000${points}\u0000${term}`);
    const clientNames = {};
    const queries = evaluation.queries.map((q) => ({
        query: q.query,
        line: q.line,
        status: q.status,
        ...(q.neighbours ? { neighbours: q.neighbours } : {}),
        ...(q.knownFailure !== undefined ? { knownFailure: q.knownFailure } : {}),
        engines: Object.fromEntries(Object.entries(q.engines).map(([id, r]) => {
            // A tool's client name does not depend on the query: one map per engine.
            if (r.clientNames)
                Object.assign((clientNames[id] ??= {}), r.clientNames);
            return [id, engineResult(r, tools.index, contributions.index)];
        }))
    }));
    const deferral = evaluation.deferral ? deferralPart(evaluation.deferral, new Set(evaluation.servers.filter((s) => s.source === 'neighbour').map((s) => s.name)), tools.index) : {};
    return {
        version: REPORT_VERSION,
        manifest: review.manifest,
        engines: evaluation.engines,
        ...(evaluation.neighbours ? { neighbours: evaluation.neighbours } : {}),
        ...deferral,
        servers: evaluation.servers.map((s) => ({ name: s.name, tools: s.toolCount, source: s.source, pages: s.pages, ...(s.serverInfo ? { serverInfo: s.serverInfo } : {}), warnings: s.warnings })),
        tools: tools.items,
        ...(Object.keys(clientNames).length > 0 ? { clientNames } : {}),
        contributions: contributions.items.map(({ term, field, points }) => [term, field, points]),
        queries,
        summary: evaluation.summary,
        ...(evaluation.manifestWarnings ? { manifestWarnings: evaluation.manifestWarnings } : {}),
        findings: review.findings.map(({ rule, severity, server, tool, message, id, tools, line, col }) => ({ rule, severity, server, tool, message, ...(id ? { id } : {}), ...(tools ? { tools } : {}), ...(line !== undefined ? { line, col } : {}) })),
        ...(review.toolTable ? { toolTable: review.toolTable } : {}),
        ...(review.baseline ? { baseline: review.baseline } : {}),
        verdict: { failOn: [...verdict.failOn], failed: verdict.failed, reasons: verdict.reasons, warnings: verdict.warnings, ...(verdict.acceptedBy !== undefined ? { acceptedBy: verdict.acceptedBy } : {}), tally: verdict.tally }
    };
}
/**
 * The deferral answers as the report keeps them: per engine the verdict, the servers and the
 * size test, with only the exceptions among the manifest's own tools (loaded up front, hidden);
 * and each own tool's cost once, from the first engine that measures it. Every tool per engine
 * would be most of a large report.
 */
function deferralPart(deferral, neighbours, tool) {
    const own = (d) => d.tools.filter((t) => !neighbours.has(t.server));
    const ids = (d, placement) => own(d).filter((t) => t.placement === placement).map((t) => t.tool);
    const answers = Object.fromEntries(Object.entries(deferral).map(([id, { tools: _tools, ...d }]) => {
        const upFront = ids(deferral[id], 'up-front');
        const hidden = ids(deferral[id], 'hidden');
        return [id, { ...d, ...(upFront.length ? { upFront } : {}), ...(hidden.length ? { hidden } : {}) }];
    }));
    const measuring = Object.entries(deferral).find(([, d]) => d.tools.some((t) => t.chars !== undefined));
    if (!measuring)
        return { deferral: answers };
    const [engine, d] = measuring;
    const tools = own(d);
    const marked = (mark) => tools.filter((t) => t[mark] === true).map((t) => tool(t.tool));
    const estimate = marked('estimate');
    const cut = marked('cut');
    return {
        deferral: answers,
        toolCosts: { engine, chars: tools.map((t) => [tool(t.tool), t.chars ?? 0]), ...(estimate.length ? { estimate } : {}), ...(cut.length ? { cut } : {}) }
    };
}
/**
 * A table of the report (`tools`, `contributions`): each distinct item once, numbered in the
 * order the report first names it; `key` says which items are the same.
 */
function numbering(key) {
    const items = [];
    const indices = new Map();
    return {
        items,
        index(item) {
            const k = key(item);
            let i = indices.get(k);
            if (i === undefined)
                indices.set(k, (i = items.push(item) - 1));
            return i;
        }
    };
}
function engineResult(r, tool, contribution) {
    return {
        maxResults: r.maxResults,
        mode: r.mode,
        results: r.results.map(tool),
        ranking: r.ranking.map((row) => [tool(row.tool), row.score, row.rank, row.breakdown.map(contribution)]),
        scored: r.scored,
        expectations: r.expectations,
        pass: r.pass,
        ...(r.cutTie ? { cutTie: { score: r.cutTie.score, inside: r.cutTie.inside.map(tool), outside: r.cutTie.outside.map(tool), ...(r.cutTie.more !== undefined ? { more: r.cutTie.more } : {}) } } : {}),
        ...(r.error ? { error: r.error } : {}),
        ...(r.knownFailure !== undefined ? { knownFailure: r.knownFailure } : {}),
        status: r.status
    };
}
/**
 * The report as written to a file: one line per top-level value, and per item of a top-level
 * list (a query, a finding, a server). Indenting every level would double its size (a large
 * check's report is megabytes); one line per query keeps it readable, greppable and diffable.
 */
function reportText(report) {
    const lines = Object.entries(report).map(([key, value]) => Array.isArray(value) && value.length > 0 ? `${JSON.stringify(key)}: [\n${value.map((item) => JSON.stringify(item)).join(',\n')}\n]` : `${JSON.stringify(key)}: ${JSON.stringify(value)}`);
    return `{\n${lines.join(',\n')}\n}\n`;
}


/***/ })

};
