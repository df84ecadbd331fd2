export const id = 122;
export const ids = [122];
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

/***/ 5978:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XP: () => (/* binding */ describeEdits),
/* harmony export */   gT: () => (/* binding */ describeAdvice),
/* harmony export */   ne: () => (/* binding */ describeBlame)
/* harmony export */ });
/* unused harmony exports requirementText, engineChecksText */
/* harmony import */ var _advice_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1041);
/* harmony import */ var _catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2252);


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
    if ((0,_advice_types_js__WEBPACK_IMPORTED_MODULE_0__/* .isUnreachable */ .R)(advice))
        return `no edit of its text reaches ${requirementText(advice.requirement)}${advice.bestRank !== null ? ` (at best #${advice.bestRank})` : ''}: ${advice.reason}`;
    if ((0,_advice_types_js__WEBPACK_IMPORTED_MODULE_0__/* .isListingOrder */ .f)(advice)) {
        const checked = advice.engines?.length ? `; re-ranked: ${engineChecksText(advice.engines)}` : '';
        return (`list ${(0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .shortToolName */ .Ow)(advice.listing.tool)} before ${(0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .shortToolName */ .Ow)(advice.listing.before)} in the server's tools/list → #${advice.projectedRank}` +
            `${advice.requirement.kind === 'rank' ? `, as its \`rank: ${advice.requirement.n}\` asks` : ''}: the two score the same, and the client keeps equal scores in that order${checked}`);
    }
    return `${describeEdits(advice.edits, quote)} → #${advice.projectedRank}`;
}
/** `start the description of tracker/add_comment with "comment issue" and add … to the _meta["anthropic/searchHint"] of …`. */
function describeEdits(edits, quote = (s) => `"${s}"`) {
    return edits
        .map((e) => e.field === 'description'
        ? `start the description of ${(0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .shortToolName */ .Ow)(e.tool)} with ${quote(e.add.join(' '))}`
        : `add ${quote(e.add.join(' '))} to the _meta["anthropic/searchHint"] of ${(0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .shortToolName */ .Ow)(e.tool)}`)
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
    lines.push(`${(0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .shortToolName */ .Ow)(b.tool)} under ${b.engine}: ${at(b.base)} → ${at(b.head)}`);
    if (b.own.length)
        lines.push(`  its own points changed: ${b.own.map(delta).join(', ')}`);
    for (const g of b.gainers) {
        const why = g.added ? 'new tool' : g.deltas.length ? g.deltas.map(delta).join(', ') : 'unchanged; it moved ahead as the tool lost points';
        lines.push(`  ${(0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .shortToolName */ .Ow)(g.tool)} ${g.added ? 'added' : `${g.base ? `#${g.base.rank}` : 'unranked'} → #${g.head.rank}`}: ${why}`);
    }
    return lines;
}


/***/ }),

/***/ 4091:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ deferralLine),
/* harmony export */   v: () => (/* binding */ costChangeSentence)
/* harmony export */ });
/* harmony import */ var _util_plural_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1976);

/** `weather 399 characters (0.8 % of the auto threshold, 50,000, ≈80.8 % with the built-ins)` */
function serverCostText(s, d, name) {
    const approx = s.estimate ? '≈' : '';
    const size = d.size;
    const cost = `${name(s.server, 60)} ${approx}${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B)(s.upFrontChars)} characters`;
    if (!size || !s.share)
        return cost;
    const withBuiltIns = size.applies ? `, ≈${s.share.withBuiltIns} % with the built-ins` : '';
    return `${cost} (${s.share.alone} % of the auto threshold, ${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B)(size.charThreshold)}${withBuiltIns})`;
}
/** `claude-code@2.1: deferred: ENABLE_TOOL_SEARCH unset: … [ENABLE_TOOL_SEARCH unset, claude-opus-5-5, interactive] · cost: weather 399 characters: …` */
function deferralLine(engineLabel, d, text, name) {
    const own = d.servers.filter((s) => !s.neighbour);
    const shown = own.slice(0, 3).map((s) => serverCostText(s, d, name));
    if (own.length > shown.length)
        shown.push(`+${own.length - shown.length} more`);
    const cost = shown.length ? ` · cost: ${shown.join('; ')}` : '';
    return `${engineLabel}: ${text(d.reason, 400)}${d.exact ? '' : ' (estimate)'} [${text(d.setup, 200)}]${cost}`;
}
/** `weather`: this PR adds 2,310 characters to every request of a user who loads these tools up front (399 → 2,709). */
function costChangeSentence(c, name) {
    const delta = c.head - c.base;
    const verb = delta > 0 ? 'adds' : 'removes';
    const approx = c.estimate ? '≈' : '';
    const to = delta > 0 ? 'to' : 'from';
    return `${name(c.server, 60)}: this PR ${verb} ${approx}${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B)(Math.abs(delta))} characters ${to} every request of a user who loads these tools up front (${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B)(c.base)} → ${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B)(c.head)})`;
}


/***/ }),

/***/ 6919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _k: () => (/* binding */ rankText),
/* harmony export */   ov: () => (/* binding */ baselineOrigin),
/* harmony export */   wy: () => (/* binding */ diffTerminal)
/* harmony export */ });
/* unused harmony exports changeNote, changeCounts, listedChanges */
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
function baselineOrigin(diff) {
    const sha = diff.baseSha.slice(0, 7);
    if (diff.source === 'lock')
        return `base ${sha} from its lock file (no server started, ${diff.cost.totalMs} ms)`;
    const setup = diff.cost.setupMs !== undefined ? `, setup ${(diff.cost.setupMs / 1000).toFixed(1)} s` : '';
    return `base ${sha} from a worktree (${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(diff.cost.serversStarted, 'server')} started${setup}, ${(diff.cost.totalMs / 1000).toFixed(1)} s in all)`;
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

/***/ 7389:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ explainBreakdown),
/* harmony export */   y: () => (/* binding */ formatScore)
/* harmony export */ });
const FIELD_LABEL = {
    name: 'name',
    'name-part': 'part of name',
    coarse: 'whole name',
    'coarse-part': 'part of whole name',
    'full-name': 'joined name',
    hint: 'search hint',
    description: 'description',
    bm25: 'bm25',
    promotion: 'promoted by name, before every text match'
};
function points(p) {
    return p >= 0 ? `+${formatScore(p)}` : formatScore(p);
}
/** `create: name +12, whole name +4; issue: description +2` */
function explainBreakdown(breakdown, quote = (s) => s) {
    const byTerm = new Map();
    for (const c of breakdown) {
        const list = byTerm.get(c.term) ?? [];
        list.push(c);
        byTerm.set(c.term, list);
    }
    return [...byTerm.entries()]
        // A promotion earns no points: it puts the tool before every text match.
        .map(([term, list]) => `${quote(term)}: ${list.map((c) => (c.field === 'promotion' ? FIELD_LABEL[c.field] : `${FIELD_LABEL[c.field]} ${points(c.points)}`)).join(', ')}`)
        .join('; ');
}
function formatScore(score) {
    return Number.isInteger(score) ? String(score) : score.toFixed(3);
}


/***/ }),

/***/ 8188:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ findingsSummary),
/* harmony export */   n: () => (/* binding */ findingsReport)
/* harmony export */ });
/* harmony import */ var _util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(741);
/* harmony import */ var _util_plural_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1976);
/** Findings as terminal text: `mcp-tool-rank lint`, and the short section under `check`. */


const ORDER = ['error', 'warning', 'info'];
const TITLE = { error: 'errors', warning: 'warnings', info: 'info' };
function where(f, manifestFile) {
    const at = f.line !== undefined ? `${manifestFile}:${f.line}` : manifestFile;
    return `${at} ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .w)(f.tool ? `${f.server}/${f.tool}` : f.server, 100)}`;
}
function paint(severity, style) {
    return severity === 'error' ? style.red : severity === 'warning' ? style.yellow : style.dim;
}
function countLine(findings) {
    const n = (s) => findings.filter((f) => f.severity === s).length;
    return ORDER.map((s) => (s === 'info' ? `${n(s)} info` : (0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(n(s), s))).join(', ');
}
/** Every finding, grouped by severity, each with its server/tool, rule and manifest line. */
function findingsReport(findings, manifestFile, style) {
    const out = [];
    for (const severity of ORDER) {
        const group = findings.filter((f) => f.severity === severity);
        if (group.length === 0)
            continue;
        out.push(style.bold(`${TITLE[severity]} (${group.length})`));
        for (const f of group) {
            out.push(`  ${paint(severity, style)(where(f, manifestFile))} ${style.dim(`[${f.rule}]`)}`);
            out.push(`    ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .w)(f.message, 600)}`);
        }
        out.push('');
    }
    out.push(style.bold(`${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(findings.length, 'finding')}: ${countLine(findings)}`));
    return out.join('\n') + '\n';
}
/** The few findings that matter most, for the end of `check`: errors and warnings first. */
function findingsSummary(findings, manifestFile, style, max = 8) {
    if (findings.length === 0)
        return [];
    const shown = findings.filter((f) => f.severity !== 'info').slice(0, max);
    const out = [style.bold(`lint: ${countLine(findings)}`)];
    for (const f of shown)
        out.push(`  ${paint(f.severity, style)(`${f.severity} ${where(f, manifestFile)}`)} ${style.dim(`[${f.rule}]`)} ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .w)(f.message, 160)}`);
    const rest = findings.length - shown.length;
    if (rest > 0)
        out.push(style.dim(shown.length ? `  … ${rest} more: run \`mcp-tool-rank lint\` for all of them` : '  run `mcp-tool-rank lint` to see them'));
    return out;
}


/***/ }),

/***/ 2970:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ knownFailureNotes),
/* harmony export */   Z: () => (/* binding */ staleMarkNote)
/* harmony export */ });
/** The reasons of the marks that hold a failure back: one for a query-wide mark, else one per engine. */
function knownFailureNotes(q) {
    const marked = Object.values(q.engines).filter((r) => r.status === 'known-failure');
    if (marked.length === 0)
        return [];
    if (q.knownFailure !== undefined)
        return [{ reason: q.knownFailure }];
    return marked.map((r) => ({ engine: r.engine, reason: r.knownFailure ?? '' }));
}
/** "passes now: remove its known_failure", or per engine "passes now under codex: remove codex from its known_failure". */
function staleMarkNote(q) {
    const fixed = Object.values(q.engines)
        .filter((r) => r.status === 'fixed')
        .map((r) => r.engine);
    if (fixed.length === 0)
        return undefined;
    if (q.knownFailure !== undefined)
        return 'passes now: remove its known_failure';
    return `passes now under ${fixed.join(', ')}: remove ${fixed.length === 1 ? 'it' : 'them'} from its known_failure`;
}


/***/ }),

/***/ 8154:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jn: () => (/* binding */ passCountsText),
/* harmony export */   Tg: () => (/* binding */ neighboursLine),
/* harmony export */   Vw: () => (/* binding */ VIEWS),
/* harmony export */   qV: () => (/* binding */ standingIn),
/* harmony export */   r5: () => (/* binding */ orderDependenceText),
/* harmony export */   tG: () => (/* binding */ judgedView),
/* harmony export */   tw: () => (/* binding */ VIEW_LABEL),
/* harmony export */   vf: () => (/* binding */ crowdedByText),
/* harmony export */   zJ: () => (/* binding */ crowdingText)
/* harmony export */ });
/* harmony import */ var _catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2252);
/* harmony import */ var _util_plural_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1976);
/* harmony import */ var _explain_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7389);
/**
 * What the reports say about neighbours, in one wording for the terminal, the comment and the
 * summary: the two pass counts, who crowds an expected tool and with which words, and ties the
 * connect order decides. `quote` makes a name or word safe for the medium (a markdown code
 * span, or plain text in quotes).
 */



/** The two views of an expectation, in the order the reports show them. */
const VIEWS = ['alone', 'withNeighbours'];
const VIEW_LABEL = { alone: 'alone', withNeighbours: 'with neighbours' };
/** The view the statuses, the verdict and the base diff are of. */
function judgedView(n) {
    return n.judge === 'alone' ? 'alone' : 'withNeighbours';
}
/** `alone 18/20 · with neighbours 14/20` */
function passCountsText(n) {
    return VIEWS.map((v) => `${VIEW_LABEL[v]} ${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B)(n[v].passed)}/${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B)(n[v].judged)}`).join(' · ');
}
/** `slack/slack_post_message: `post` +18, `message` +18` */
function crowdingText(c, quote, quoteTool = quote) {
    const words = c.terms.map((t) => `${quote(t.term, 40)} +${(0,_explain_js__WEBPACK_IMPORTED_MODULE_0__/* .formatScore */ .y)(t.points)}`).join(', ');
    return `${quoteTool((0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .shortToolName */ .Ow)(c.tool), 100)}${words ? `: ${words}` : ''}`;
}
/** `behind slack/slack_post_message: `post` +18, `message` +18`, and whether more neighbours' tools are ahead too. */
function crowdedByText(crowd, quote, max = 1) {
    const shown = crowd.slice(0, max).map((c) => crowdingText(c, quote));
    return `behind ${shown.join('; ')}${crowd.length > max ? ' and other neighbour tools' : ''}`;
}
/** Why a pass holds only by the connect order. */
function orderDependenceText() {
    return 'ties with a neighbour\'s tool and holds only because your servers connect first';
}
/** The expectation's standing in one view (the evaluation's own fields when it has no neighbour views). */
function standingIn(e, view) {
    return e.neighbours?.[view] ?? { rank: e.rank, score: e.score, pass: e.pass };
}
/** `16 neighbours (set 2026-12-01), connected after your servers in this order: github, gitlab, …; judged with neighbours` */
function neighboursLine(n, quote, maxNames = 6) {
    const names = n.servers.slice(0, maxNames).map((s) => quote(s, 60));
    const more = n.servers.length > maxNames ? `, +${n.servers.length - maxNames}` : '';
    const set = n.set ? ` (set ${n.set})` : '';
    return `${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(n.servers.length, 'neighbour')}${set}, connected after your servers in this order: ${names.join(', ')}${more}; judged ${VIEW_LABEL[judgedView(n)]}`;
}


/***/ }),

/***/ 7496:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $8: () => (/* binding */ rankingReport),
/* harmony export */   RR: () => (/* binding */ terminalReport),
/* harmony export */   ce: () => (/* binding */ unverifiedWarning)
/* harmony export */ });
/* harmony import */ var _engines_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2802);
/* harmony import */ var _advice_text_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5978);
/* harmony import */ var _deferral_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4091);
/* harmony import */ var _findings_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8188);
/* harmony import */ var _diff_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6919);
/* harmony import */ var _util_plural_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1976);
/* harmony import */ var _explain_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7389);
/* harmony import */ var _known_failure_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2970);
/* harmony import */ var _util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(741);
/* harmony import */ var _neighbours_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8154);
/* harmony import */ var _wording_text_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(3000);











function serverLine(servers, total) {
    const parts = servers.map((s) => `${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(s.name, 60)} (${s.source}, ${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(s.toolCount, 'tool')}${s.pages > 1 ? `, ${s.pages} pages` : ''})`);
    return `servers: ${parts.join(' · ')} — ${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(total, 'tool')}`;
}
/** One engine's verdict on one expectation, as a short table cell. */
function cell(e) {
    if (!e)
        return { text: '', bad: false, warn: false };
    if (e.alwaysLoaded)
        return { text: e.kind === 'expect' ? 'always' : 'always ✗', bad: e.kind === 'forbid', warn: false };
    const at = (0,_diff_text_js__WEBPACK_IMPORTED_MODULE_6__/* .rankText */ ._k)(e.rank);
    if (e.kind === 'forbid')
        return { text: e.pass ? `${at} ok` : `${at} ✗`, bad: !e.pass, warn: false };
    if (!e.pass)
        return { text: `${at} ✗`, bad: true, warn: false };
    return { text: e.fragile ? `${at} tie` : at, bad: false, warn: e.fragile };
}
/** A view's rank with neighbours configured: the judged view as `cell` shows it, the other by its standing. */
function viewCell(e, view, judged) {
    if (!e || e.alwaysLoaded || !e.neighbours)
        return cell(e);
    if (view === judged) {
        const c = cell(e);
        return view === 'withNeighbours' && e.neighbours.orderDependent && e.pass ? { text: `${(0,_diff_text_js__WEBPACK_IMPORTED_MODULE_6__/* .rankText */ ._k)(e.rank)} order`, bad: false, warn: true } : c;
    }
    const s = (0,_neighbours_text_js__WEBPACK_IMPORTED_MODULE_3__/* .standingIn */ .qV)(e, view);
    if (e.kind === 'forbid')
        return { text: s.pass ? `${(0,_diff_text_js__WEBPACK_IMPORTED_MODULE_6__/* .rankText */ ._k)(s.rank)} ok` : `${(0,_diff_text_js__WEBPACK_IMPORTED_MODULE_6__/* .rankText */ ._k)(s.rank)} ✗`, bad: false, warn: !s.pass };
    return { text: s.pass ? (0,_diff_text_js__WEBPACK_IMPORTED_MODULE_6__/* .rankText */ ._k)(s.rank) : `${(0,_diff_text_js__WEBPACK_IMPORTED_MODULE_6__/* .rankText */ ._k)(s.rank)} ✗`, bad: false, warn: !s.pass };
}
const plainQuote = (text, max) => `"${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(text, max)}"`;
function why(e, r) {
    const name = (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(e.ref, 80);
    if (e.kind === 'forbid')
        return `${name} must not be in the top ${r.maxResults}, but ranks ${(0,_diff_text_js__WEBPACK_IMPORTED_MODULE_6__/* .rankText */ ._k)(e.rank)}`;
    const at = e.rank === null ? 'does not score at all' : `ranks ${(0,_diff_text_js__WEBPACK_IMPORTED_MODULE_6__/* .rankText */ ._k)(e.rank)}`;
    return `${name} ${at}; needs ≤ ${e.within}${e.fragile ? ' (tied at the cut)' : ''}`;
}
function statusMark(q, style) {
    switch (q.status) {
        case 'pass':
            return style.green('✓');
        case 'fail':
            return style.red('✗');
        case 'known-failure':
            return style.yellow('~');
        case 'fixed':
            return style.yellow('!');
        case 'report-only':
            return style.dim('·');
    }
}
/** The line that says an engine ranks a client version newer than any checked; undefined for the others. */
function unverifiedWarning(engine, style) {
    const note = (0,_engines_types_js__WEBPACK_IMPORTED_MODULE_0__/* .unverifiedNote */ .M_)(engine);
    return note && style.yellow(`warning: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(engine.id, 60)} is ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(note, 120)}`);
}
/**
 * The check report: one row per expectation, one rank column per engine, then the reasons
 * for each failure with its manifest line.
 */
function terminalReport(evaluation, manifestFile, style, findings = []) {
    const out = [];
    out.push(style.bold(`mcp-tool-rank · ${manifestFile}`));
    out.push(serverLine(evaluation.servers, evaluation.toolCount));
    out.push(`engines: ${evaluation.engines.map((e) => `${e.id} (${e.client}, ${e.versions})`).join(' · ')}`);
    for (const e of evaluation.engines) {
        const warning = unverifiedWarning(e, style);
        if (warning)
            out.push(warning);
    }
    const neighbours = evaluation.neighbours;
    if (neighbours)
        out.push((0,_neighbours_text_js__WEBPACK_IMPORTED_MODULE_3__/* .neighboursLine */ .Tg)(neighbours, (t, max) => (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(t, max)));
    for (const [engine, d] of Object.entries(evaluation.deferral ?? {}))
        out.push(`deferral: ${(0,_deferral_text_js__WEBPACK_IMPORTED_MODULE_7__/* .deferralLine */ .c)((0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(engine, 60), d, _util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w, _util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)}`);
    for (const s of evaluation.servers)
        for (const w of s.warnings)
            out.push(style.yellow(`warning: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(s.name, 60)}: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(w)}`));
    for (const w of evaluation.manifestWarnings ?? [])
        out.push(style.yellow(`warning: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(manifestFile, 200)}:${w.line}:${w.col}: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(w.message, 400)}`));
    out.push('');
    const engines = evaluation.engines.map((e) => e.id);
    // With neighbours, each engine has a column alone and one with them.
    const judged = neighbours ? (0,_neighbours_text_js__WEBPACK_IMPORTED_MODULE_3__/* .judgedView */ .tG)(neighbours) : undefined;
    const columns = engines.flatMap((id) => (judged ? _neighbours_text_js__WEBPACK_IMPORTED_MODULE_3__/* .VIEWS */ .Vw.map((view) => ({ id, view, label: `${id} ${_neighbours_text_js__WEBPACK_IMPORTED_MODULE_3__/* .VIEW_LABEL */ .tw[view]}` })) : [{ id, label: id }]));
    const rows = [];
    for (const q of evaluation.queries) {
        const results = Object.values(q.engines);
        const expectations = results[0]?.expectations ?? [];
        const query = (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(q.query, 40) || '(empty)';
        if (expectations.length === 0) {
            // Each engine's top places, labelled with the engine when there are several.
            const top = results
                .map((r) => {
                const label = results.length > 1 ? `${r.engine} ` : '';
                return r.error ? `${label}rejects it: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(r.error, 80)}` : `${label}top: ${r.results.slice(0, 3).map((t) => (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(t, 60)).join(', ') || '(nothing)'}`;
            })
                .join(' · ');
            rows.push({ mark: statusMark(q, style), query, tool: '', cells: [], note: style.dim(top) });
            continue;
        }
        expectations.forEach(({ kind, ref }, i) => {
            const byEngine = columns.map(({ id, view }) => {
                const e = q.engines[id]?.expectations.find((x) => x.kind === kind && x.ref === ref);
                return view && judged ? viewCell(e, view, judged) : cell(e);
            });
            rows.push({
                mark: i === 0 ? statusMark(q, style) : ' ',
                query: i === 0 ? query : '',
                tool: `${kind === 'forbid' ? 'not ' : ''}${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(ref, 50)}`,
                cells: byEngine
            });
        });
    }
    // Folded, not spread: Math.max(...rows) overflows the stack at about 125,000 rows.
    const widest = (least, width) => rows.reduce((w, r) => Math.max(w, width(r)), least);
    const wQuery = widest(5, (r) => r.query.length);
    const wTool = widest(4, (r) => r.tool.length);
    const wCells = columns.map((c, i) => widest(c.label.length, (r) => r.cells[i]?.text.length ?? 0));
    out.push(style.dim(`  ${'query'.padEnd(wQuery)}  ${'tool'.padEnd(wTool)}  ${columns.map((c, i) => c.label.padEnd(wCells[i])).join('  ')}`.trimEnd()));
    for (const r of rows) {
        if (r.note !== undefined) {
            out.push(`${r.mark} ${r.query.padEnd(wQuery)}  ${r.note}`);
            continue;
        }
        const cells = r.cells.map((c, i) => {
            const text = c.text.padEnd(wCells[i]);
            return c.bad ? style.red(text) : c.warn ? style.yellow(text) : text;
        });
        out.push(`${r.mark} ${r.query.padEnd(wQuery)}  ${r.tool.padEnd(wTool)}  ${cells.join('  ')}`.trimEnd());
    }
    const noted = evaluation.queries.filter((q) => Object.values(q.engines).some((r) => r.status === 'fail' || r.status === 'known-failure' || r.status === 'fixed'));
    if (noted.length > 0)
        out.push('');
    for (const q of noted) {
        const where = `${manifestFile}:${q.line}`;
        const stale = (0,_known_failure_js__WEBPACK_IMPORTED_MODULE_8__/* .staleMarkNote */ .Z)(q);
        if (stale)
            out.push(style.yellow(`${where}: "${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(q.query, 80)}" ${stale}`));
        for (const r of Object.values(q.engines)) {
            if (r.status !== 'fail' && r.status !== 'known-failure')
                continue;
            for (const e of r.expectations.filter((x) => !x.pass)) {
                const line = `${where}: "${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(q.query, 80)}" under ${r.engine}: ${why(e, r)}`;
                out.push(r.status === 'fail' ? style.red(line) : style.dim(line));
                if (e.advice)
                    out.push(style.dim(`  → ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)((0,_advice_text_js__WEBPACK_IMPORTED_MODULE_9__/* .describeAdvice */ .gT)(e.advice), 400)}`));
                const crowd = e.neighbours?.crowdedBy;
                if (crowd)
                    out.push(style.dim(`  crowded out by neighbours: ${crowd.slice(0, 3).map((c) => (0,_neighbours_text_js__WEBPACK_IMPORTED_MODULE_3__/* .crowdingText */ .zJ)(c, plainQuote, _util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)).join('; ')}${crowd.length > 3 ? '; …' : ''}`));
            }
        }
        for (const note of (0,_known_failure_js__WEBPACK_IMPORTED_MODULE_8__/* .knownFailureNotes */ .J)(q))
            out.push(style.dim(`  known failure${note.engine ? ` under ${note.engine}` : ''}: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(note.reason, 160)}`));
    }
    // Passes that only the connect order keeps: one reordering of the client's servers flips them.
    const byOrder = evaluation.queries.flatMap((q) => Object.values(q.engines).flatMap((r) => r.expectations.filter((e) => e.pass && e.neighbours?.orderDependent).map((e) => ({ q, r, e }))));
    if (byOrder.length > 0)
        out.push('');
    for (const { q, r, e } of byOrder) {
        out.push(style.yellow(`${manifestFile}:${q.line}: "${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(q.query, 80)}" under ${r.engine}: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(e.ref, 80)} ${(0,_neighbours_text_js__WEBPACK_IMPORTED_MODULE_3__/* .orderDependenceText */ .r5)()}`));
    }
    // Wording (`wording:`): each expectation that lost a wording, those short of their share in red.
    const wording = (0,_wording_text_js__WEBPACK_IMPORTED_MODULE_10__/* .wordingLines */ .Sv)(evaluation);
    if (wording.lines.length > 0)
        out.push('');
    for (const { query: q, engine, expectation: e, wording: w } of wording.lines) {
        const line = `${manifestFile}:${q.line}: "${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(q.query, 80)}" ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(e.ref, 80)}: ${(0,_wording_text_js__WEBPACK_IMPORTED_MODULE_10__/* .wordingText */ .Ws)(w, engine, (t) => plainQuote(t, 80))}`;
        out.push(w.pass ? style.yellow(line) : style.red(line));
        if (w.advice)
            out.push(style.dim(`  → ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)((0,_wording_text_js__WEBPACK_IMPORTED_MODULE_10__/* .wordingAdviceText */ ._c)(w.advice, w.total, (t) => plainQuote(t, 80)), 400)}`));
    }
    const lint = (0,_findings_text_js__WEBPACK_IMPORTED_MODULE_1__/* .findingsSummary */ .F)(findings, manifestFile, style);
    if (lint.length > 0) {
        out.push('');
        for (const line of lint)
            out.push(line);
    }
    out.push('');
    const s = evaluation.summary;
    const parts = [`${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .formatCount */ .B)(s.passed)} passed`, s.failed ? style.red(`${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .formatCount */ .B)(s.failed)} failed`) : '0 failed'];
    if (s.knownFailures)
        parts.push((0,_util_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(s.knownFailures, 'known failure'));
    if (s.reportOnly)
        parts.push(`${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .formatCount */ .B)(s.reportOnly)} without expectations`);
    if (s.fragile)
        parts.push(style.yellow(`${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .formatCount */ .B)(s.fragile)} fragile (tie at the cut)`));
    out.push(style.bold(`${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(s.queries, 'query', 'queries')}: ${parts.join(', ')}${neighbours ? ` · ${(0,_neighbours_text_js__WEBPACK_IMPORTED_MODULE_3__/* .passCountsText */ .Jn)(neighbours)}` : ''}`));
    return out.join('\n') + '\n';
}
/** One query's ranking for `rank`, with per-term points under `--explain`. */
function rankingReport(query, engineId, result, maxResults, options, style) {
    const out = [];
    out.push(style.bold(`${engineId} · "${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(query, 200)}" · ${result.mode} · top ${maxResults}`));
    if (result.ranking.length === 0) {
        out.push('  nothing scored: the client returns no tools for this query');
        return out.join('\n') + '\n';
    }
    const shown = result.ranking.slice(0, Math.max(options.limit, maxResults));
    const nameWidth = Math.min(60, shown.reduce((w, r) => Math.max(w, (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(r.tool, 60).length), 0));
    /** With --explain: why a tool is below the one before it, said once each time the reason changes (Codex's promoted tools are not in order of score). */
    let lastReason = 'score';
    let previous;
    for (const r of shown) {
        const why = options.explain && previous && options.order?.(previous.tool, r.tool);
        const promotedBy = r.breakdown.filter((c) => c.field === 'promotion').map((c) => c.term);
        const reason = why ? `${why.fact.kind}:${'server' in why.fact ? (why.fact.server ?? '') : ''}:${promotedBy.join(' ')}` : lastReason;
        if (why && why.fact.kind !== 'score' && reason !== lastReason)
            out.push(style.dim(`      ↓ ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(why.text, 400)}`));
        lastReason = reason;
        previous = r;
        const inCut = result.results.includes(r.tool);
        const mark = inCut ? ' ' : style.dim('·');
        const own = options.clientName?.(r.tool);
        const name = (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(r.tool, 60).padEnd(nameWidth) + (own && own !== r.tool ? style.dim(` (${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(own, 64)})`) : '');
        const line = `${mark}${String(r.rank).padStart(4)}  ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_2__/* .formatScore */ .y)(r.score).padStart(7)}  ${name}`;
        out.push(inCut ? line : style.dim(line));
        if (options.explain && r.breakdown.length > 0)
            out.push(style.dim(`               ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_2__/* .explainBreakdown */ .F)(r.breakdown, (t) => `"${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(t, 60)}"`)}`));
        if (r.rank === maxResults && result.ranking.length > maxResults)
            out.push(style.dim(`      ── cut: the client returns the ${maxResults} above ──`));
    }
    if (result.ranking.length > shown.length)
        out.push(style.dim(`   … ${result.ranking.length - shown.length} more scored`));
    return out.join('\n') + '\n';
}


/***/ }),

/***/ 3000:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sv: () => (/* binding */ wordingLines),
/* harmony export */   Ws: () => (/* binding */ wordingText),
/* harmony export */   _c: () => (/* binding */ wordingAdviceText)
/* harmony export */ });
/* harmony import */ var _advice_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5978);

/** The lost wordings named, the rest counted. */
const LOST_SHOWN = 3;
/**
 * Every measured expectation that lost a wording, those short of their share first (the
 * manifest's order otherwise), and how many were measured in all.
 */
function wordingLines(evaluation) {
    const all = evaluation.queries.flatMap((query) => Object.values(query.engines).flatMap((r) => r.expectations.flatMap((expectation) => (expectation.wording ? [{ query, engine: r.engine, expectation, wording: expectation.wording }] : []))));
    const lossy = all.filter((l) => l.wording.found < l.wording.total);
    return { lines: [...lossy.filter((l) => !l.wording.pass), ...lossy.filter((l) => l.wording.pass)], measured: all.length };
}
/** `found by 9 of 12 wordings under claude-code@2.1 (needs 80 %); lost: "creating issues", "new ticket"`. */
function wordingText(w, engine, quote, code = (s) => s) {
    const lost = w.variants.filter((v) => !v.found).map((v) => quote(v.query));
    const more = lost.length > LOST_SHOWN ? ` and ${lost.length - LOST_SHOWN} more` : '';
    const needs = w.min !== undefined ? ` (needs ${Math.round(w.min * 100)} %)` : '';
    return `found by ${w.found} of ${w.total} wordings under ${code(engine)}${needs}${lost.length ? `; lost: ${lost.slice(0, LOST_SHOWN).join(', ')}${more}` : ''}`;
}
/** `start the description of infra/rollout with "services" → found by 8 of 8`. */
function wordingAdviceText(advice, total, quote) {
    return `${(0,_advice_text_js__WEBPACK_IMPORTED_MODULE_0__/* .describeEdits */ .XP)(advice.edits, quote)} → found by ${advice.found} of ${total}`;
}


/***/ })

};
