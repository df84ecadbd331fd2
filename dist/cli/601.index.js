export const id = 601;
export const ids = [601];
export const modules = {

/***/ 2866:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L8: () => (/* binding */ classify),
  UA: () => (/* binding */ diffCatalogs),
  Nc: () => (/* binding */ diffEvaluations)
});

// EXTERNAL MODULE: ./src/engines/registry.ts + 23 modules
var registry = __webpack_require__(3086);
// EXTERNAL MODULE: ./src/engines/types.ts
var types = __webpack_require__(2802);
;// CONCATENATED MODULE: ./src/advice/blame.ts


function search(engine, catalog, query, maxResults) {
    try {
        return engine.search(engine.prepare(catalog), query, { maxResults });
    }
    catch (err) {
        if (err instanceof EngineQueryError)
            return { results: [], ranking: [], mode: 'keyword' };
        throw err;
    }
}
function standing(r) {
    return r ? { rank: r.rank, score: r.score } : null;
}
/** Points per (term, field) that differ between two breakdowns, in the order the terms first appear. */
function breakdownDeltas(before, after) {
    const sums = new Map();
    const add = (c, side) => {
        const key = `${c.term}\u0000${c.field}`;
        const d = sums.get(key) ?? { term: c.term, field: c.field, before: 0, after: 0 };
        d[side] += c.points;
        sums.set(key, d);
    };
    for (const c of before)
        add(c, 'before');
    for (const c of after)
        add(c, 'after');
    return [...sums.values()].filter((d) => Math.abs(d.after - d.before) > 1e-9);
}
/**
 * Why `tool` ranks worse for `query` at head than at base under `engine`: the tools now ahead
 * of it that were not ahead at base (new tools included), with the words whose points changed
 * for each, and the tool's own points that changed. `engine` is an engine or an engine id.
 */
function blame(baseCatalog, headCatalog, query, engine, tool, options = {}) {
    const e = typeof engine === 'string' ? resolveEngine(engine) : engine;
    const maxResults = options.maxResults ?? e.defaultMaxResults;
    const base = search(e, baseCatalog, query, maxResults);
    const head = search(e, headCatalog, query, maxResults);
    return blameRankings({ query, engine: e.id, tool, base, head, baseIds: new Set(baseCatalog.tools.map((t) => t.id)) });
}
/**
 * The same from rankings already made (the base diff has both sides' rankings): `baseIds`
 * are the ids of the base catalog, so that a tool the PR added is told apart.
 */
function blameRankings(input) {
    const { query, tool, base, head, baseIds } = input;
    const baseById = new Map(base.ranking.map((r) => [r.tool, r]));
    const baseMe = baseById.get(tool);
    const headMe = head.ranking.find((r) => r.tool === tool);
    // Ahead at head: everything ranked before the tool, or, when it no longer ranks, everything within the cut.
    const aheadAtHead = headMe ? head.ranking.filter((r) => r.rank < headMe.rank) : head.ranking.filter((r) => head.results.includes(r.tool));
    const wasAhead = (id) => {
        const b = baseById.get(id);
        if (!b)
            return false;
        return !baseMe || b.rank < baseMe.rank;
    };
    const gainers = aheadAtHead
        .filter((r) => r.tool !== tool && !wasAhead(r.tool))
        .map((r) => {
        const b = baseById.get(r.tool);
        return {
            tool: r.tool,
            base: standing(b),
            head: { rank: r.rank, score: r.score },
            added: !baseIds.has(r.tool),
            deltas: breakdownDeltas(b?.breakdown ?? [], r.breakdown)
        };
    });
    return {
        query,
        engine: input.engine,
        tool,
        base: standing(baseMe),
        head: standing(headMe),
        own: breakdownDeltas(baseMe?.breakdown ?? [], headMe?.breakdown ?? []),
        gainers
    };
}

// EXTERNAL MODULE: ./src/util/canonical-json.ts
var canonical_json = __webpack_require__(1989);
;// CONCATENATED MODULE: ./src/baseline/full-ranking.ts


/**
 * The full rankings of one side of the diff, ranked again on demand: an evaluation keeps only
 * part of each ranking, and blame needs every tool ahead of the blamed one. Each engine
 * prepares the catalog once, on first use.
 */
class FullRankings {
    catalog;
    prepared = new Map();
    constructor(catalog) {
        this.catalog = catalog;
    }
    /** The whole ranking behind `kept`, the result of `query` under its engine. */
    of(query, kept) {
        if (kept.error !== undefined || kept.ranking.length === kept.scored)
            return kept;
        const engine = (0,registry/* resolveEngine */.F0)(kept.engine);
        let prepared = this.prepared.get(engine.id);
        if (!prepared) {
            prepared = engine.prepare(this.catalog);
            this.prepared.set(engine.id, prepared);
        }
        try {
            return engine.search(prepared, query, { maxResults: kept.maxResults });
        }
        catch (err) {
            if (err instanceof types/* EngineQueryError */.N)
                return { ranking: [], results: [] };
            throw err;
        }
    }
}

// EXTERNAL MODULE: ./src/baseline/renames.ts
var renames = __webpack_require__(848);
;// CONCATENATED MODULE: ./src/baseline/diff.ts





/** Queries are matched by their text; a text used twice is matched occurrence by occurrence. */
function keyed(queries) {
    const seen = new Map();
    const out = new Map();
    for (const q of queries) {
        const n = seen.get(q.query) ?? 0;
        seen.set(q.query, n + 1);
        out.set(`${n}\u0000${q.query}`, q);
    }
    return out;
}
/** Tools added, removed, renamed (same schema, near-identical description, new name: src/baseline/renames.ts) and edited. */
function diffCatalogs(base, head) {
    const baseById = new Map(base.tools.map((t) => [t.id, t]));
    const headById = new Map(head.tools.map((t) => [t.id, t]));
    const added = head.tools.filter((t) => !baseById.has(t.id));
    const removed = base.tools.filter((t) => !headById.has(t.id));
    const pairs = (0,renames/* findRenames */.Pr)(removed, added);
    const renamed = pairs.map((p) => ({ from: p.from.id, to: p.to.id }));
    const renamedTo = new Set(pairs.map((p) => p.to));
    const stillAdded = added.filter((t) => !renamedTo.has(t));
    const renamedFrom = new Set(renamed.map((r) => r.from));
    const descriptionChanged = [];
    const schemaChanged = [];
    for (const t of head.tools) {
        const before = baseById.get(t.id);
        if (!before)
            continue;
        if (before.description !== t.description)
            descriptionChanged.push(t.id);
        if ((0,canonical_json/* canonicalJson */.d)(before.inputSchema ?? {}) !== (0,canonical_json/* canonicalJson */.d)(t.inputSchema ?? {}))
            schemaChanged.push(t.id);
    }
    return {
        added: stillAdded.map((t) => t.id),
        removed: removed.filter((t) => !renamedFrom.has(t.id)).map((t) => t.id),
        renamed,
        descriptionChanged,
        schemaChanged
    };
}
/** Rank 0 stands for "always loaded": better than any search rank. */
function effectiveRank(rank, alwaysLoaded) {
    return alwaysLoaded ? 0 : rank;
}
function directionOf(base, head) {
    if (base === head)
        return 'same';
    if (head === null)
        return 'down';
    if (base === null)
        return 'up';
    return head > base ? 'down' : 'up';
}
/**
 * The policy: judged by the head's expectation, on both sides. `basePass` null means the base
 * did not rank it (a new query, engine or tool): judged by its expectation alone.
 */
function classify(basePass, headPass, marked, moved) {
    if (!headPass && marked)
        return 'known-failure';
    if (basePass === null)
        return headPass ? 'new' : 'missing';
    if (headPass)
        return basePass ? (moved ? 'shift' : 'unchanged') : 'improvement';
    return basePass ? 'regression' : 'missing';
}
function sideOf(result, tool, alwaysLoaded, full) {
    const ranked = result.ranking.find((r) => r.tool === tool) ?? full().ranking.find((r) => r.tool === tool);
    return { rank: ranked?.rank ?? null, score: ranked?.score ?? null, found: alwaysLoaded || result.results.includes(tool), alwaysLoaded };
}
/** Does `side` satisfy expectation `e` (its kind and `within`), as evaluate judges the head? */
function holds(e, side) {
    if (e.kind === 'forbid')
        return !side.found;
    return side.alwaysLoaded || (side.found && side.rank !== null && side.rank <= e.within);
}
/**
 * The rank diff the PR comment leads with: per query, engine and expectation, the base side
 * against the head side, classified by the policy (\`classify\`). A tool renamed by the PR is
 * followed under its old name on the base side.
 */
function diffEvaluations(input) {
    const catalog = diffCatalogs(input.base.catalog, input.head.catalog);
    const oldName = new Map(catalog.renamed.map((r) => [r.to, r.from]));
    const baseTools = new Map(input.base.catalog.tools.map((t) => [t.id, t]));
    const baseIds = new Set(baseTools.keys());
    const baseQueries = keyed(input.base.evaluation.queries);
    const headQueries = keyed(input.head.evaluation.queries);
    const rows = [];
    const resultChanges = [];
    const baseRankings = new FullRankings(input.base.catalog);
    const headRankings = new FullRankings(input.head.catalog);
    for (const [key, head] of headQueries) {
        const base = baseQueries.get(key);
        for (const [engineId, h] of Object.entries(head.engines)) {
            const b = base?.engines[engineId];
            if (h.expectations.length === 0 && b && h.error === undefined && JSON.stringify(b.results) !== JSON.stringify(h.results)) {
                resultChanges.push({ query: head.query, line: head.line, engine: engineId, base: b.results, head: h.results });
            }
            const loadsAlwaysLoad = (0,registry/* resolveEngine */.F0)(engineId).loadsAlwaysLoad;
            for (const e of h.expectations) {
                const baseId = oldName.get(e.tool) ?? e.tool;
                const baseTool = baseTools.get(baseId);
                const bs = b && baseTool ? sideOf(b, baseId, loadsAlwaysLoad && baseTool.alwaysLoad, () => baseRankings.of(head.query, b)) : undefined;
                const hs = { rank: e.rank, score: e.score, found: e.alwaysLoaded || h.results.includes(e.tool), alwaysLoaded: e.alwaysLoaded };
                const basePass = bs ? holds(e, bs) : null;
                const direction = bs ? directionOf(effectiveRank(bs.rank, bs.alwaysLoaded), effectiveRank(hs.rank, hs.alwaysLoaded)) : 'same';
                const change = classify(basePass, e.pass, h.knownFailure !== undefined, direction !== 'same');
                rows.push({
                    query: head.query,
                    line: head.line,
                    engine: engineId,
                    kind: e.kind,
                    ref: e.ref,
                    tool: e.tool,
                    maxResults: h.maxResults,
                    within: e.within,
                    baseRank: bs?.rank ?? null,
                    headRank: e.rank,
                    baseScore: bs?.score ?? null,
                    headScore: e.score,
                    baseFound: bs?.found ?? false,
                    headFound: hs.found,
                    basePass,
                    headPass: e.pass,
                    change,
                    direction,
                    ...(bs?.found && !hs.found ? { crossed: 'fell-out' } : {}),
                    ...(bs && !bs.found && hs.found ? { crossed: 'entered' } : {}),
                    ...(change === 'regression' && e.kind === 'expect' && b ? { blame: blameRankings({ query: head.query, engine: engineId, tool: e.tool, base: baseRankings.of(head.query, b), head: headRankings.of(head.query, h), baseIds }) } : {})
                });
            }
        }
    }
    const headKeys = new Set(headQueries.keys());
    const baseKeys = new Set(baseQueries.keys());
    const count = (c) => rows.filter((r) => r.change === c).length;
    return {
        source: input.source,
        baseSha: input.baseSha,
        cost: input.cost,
        rows,
        newQueries: [...headQueries.entries()].filter(([k]) => !baseKeys.has(k)).map(([, q]) => q.query),
        removedQueries: [...baseQueries.entries()].filter(([k]) => !headKeys.has(k)).map(([, q]) => q.query),
        resultChanges,
        catalog,
        regressions: count('regression'),
        shifts: count('shift'),
        improvements: count('improvement'),
        missing: count('missing')
    };
}


/***/ }),

/***/ 848:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pr: () => (/* binding */ findRenames),
/* harmony export */   bM: () => (/* binding */ explainRenames)
/* harmony export */ });
/* unused harmony exports RENAME_SIMILARITY, descriptionSimilarity, MAX_COMPARED_PAIRS */
/* harmony import */ var fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1916);
/* harmony import */ var _evaluate_resolve_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1923);
/* harmony import */ var _manifest_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1738);
/* harmony import */ var _util_canonical_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1989);
/**
 * Renamed tools: between the base commit's catalog and the PR's, a tool that disappears while
 * a new one of the same server appears with the same input schema and a near-identical
 * description (`read_file` → `read_text_file`). And what a manifest naming the old tool is
 * told instead of "no server lists it".
 */




/** How alike two descriptions must be for a rename: at most a fifth of the longer one edited. */
const RENAME_SIMILARITY = 0.8;
/** A description as compared: lower case, spaces collapsed, the tool's own name taken out (a description may name its tool). */
function comparable(t) {
    const own = [t.rawName, t.name, t.rawName.replace(/[_-]+/g, ' ')].filter((n) => n.length > 0);
    let text = t.description.toLowerCase();
    for (const name of own)
        text = text.split(name.toLowerCase()).join(' ');
    return text.replace(/\s+/g, ' ').trim();
}
/** 1 for the same text, 0 for nothing in common (Levenshtein distance over the longer length). */
function similarity(x, y) {
    const longest = Math.max(x.length, y.length);
    return longest === 0 ? 1 : 1 - (0,fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__/* .distance */ .Io)(x, y) / longest;
}
/** How alike two tools' descriptions are, each without its own name (1: the same). */
function descriptionSimilarity(a, b) {
    return similarity(comparable(a), comparable(b));
}
/**
 * How many description pairs one diff compares by edit distance, at most. A change that
 * replaces hundreds of tools of one server and schema at once would otherwise compare every
 * removed tool with every added one (1,000 × 1,000 took 38 s); past this many, only renames
 * that keep the description are found.
 */
const MAX_COMPARED_PAIRS = 20_000;
/**
 * Pairs each added tool with the removed tool of its server that has the same input schema
 * and the most alike description (at least RENAME_SIMILARITY), each removed tool once.
 */
function findRenames(removed, added) {
    const key = (t) => `${t.rawServer}\u0000${(0,_util_canonical_json_js__WEBPACK_IMPORTED_MODULE_3__/* .canonicalJson */ .d)(t.inputSchema ?? {})}`;
    const text = new Map([...removed, ...added].map((t) => [t, comparable(t)]));
    const byKey = new Map();
    for (const t of removed)
        byKey.set(key(t), [...(byKey.get(key(t)) ?? []), t]);
    const taken = new Set();
    const pairs = [];
    let budget = MAX_COMPARED_PAIRS;
    for (const to of added) {
        const candidates = (byKey.get(key(to)) ?? []).filter((t) => !taken.has(t));
        const y = text.get(to);
        // The usual rename keeps its description: no distance needed.
        let best;
        const same = candidates.find((from) => text.get(from) === y);
        if (same)
            best = { from: same, score: 1 };
        for (const from of same ? [] : candidates) {
            const x = text.get(from);
            // The distance is at least the difference in length: skip what cannot reach the bar.
            if (1 - Math.abs(x.length - y.length) / Math.max(x.length, y.length, 1) < RENAME_SIMILARITY)
                continue;
            if (budget-- <= 0)
                break;
            const score = similarity(x, y);
            if (score >= RENAME_SIMILARITY && (!best || score > best.score))
                best = { from, score };
        }
        if (best) {
            taken.add(best.from);
            pairs.push({ from: best.from, to });
        }
    }
    return pairs;
}
/** `ref` written again for the tool `to`, in the form the manifest used (`tool`, `server/tool`, `mcp__server__tool`). */
function sameForm(ref, to) {
    if (ref.startsWith('mcp__'))
        return to.id;
    if (ref.includes('/'))
        return `${ref.slice(0, ref.indexOf('/'))}/${to.rawName}`;
    return to.rawName;
}
/**
 * The manifest errors again, each reference to a tool this change renamed saying so (and
 * naming the new tool) instead of "no server lists a tool". `base` is the base commit's catalog.
 */
function explainRenames(error, base) {
    const headIds = new Set(error.catalog.tools.map((t) => t.id));
    const servers = new Set(error.catalog.tools.map((t) => t.rawServer));
    // Only servers the PR's catalog holds (a first pass may hold the stored catalogs alone).
    const removed = base.tools.filter((t) => !headIds.has(t.id) && servers.has(t.rawServer));
    const baseIds = new Set(base.tools.map((t) => t.id));
    const added = error.catalog.tools.filter((t) => !baseIds.has(t.id));
    const renamedTo = new Map(findRenames(removed, added).map((r) => [r.from.id, r.to]));
    const issues = error.issues.map((issue, i) => {
        const ref = error.unresolved.get(i);
        const old = ref && (0,_evaluate_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveToolRef */ .e)(ref.ref, base);
        const to = old && 'tool' in old ? renamedTo.get(old.tool.id) : undefined;
        if (!ref || !to)
            return issue;
        const now = sameForm(ref.ref, to);
        return { ...issue, message: `\`${ref.ref}\` was renamed to \`${now}\` in this change (same input schema, near-identical description): name \`${now}\`` };
    });
    return new _manifest_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ManifestError */ .S(issues);
}


/***/ }),

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

/***/ 5950:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N4: () => (/* binding */ tally),
/* harmony export */   VQ: () => (/* binding */ DEFAULT_FAIL_ON),
/* harmony export */   WJ: () => (/* binding */ verdict),
/* harmony export */   XV: () => (/* binding */ parseFailOn),
/* harmony export */   d$: () => (/* binding */ FAIL_ON)
/* harmony export */ });
/* unused harmony export judgements */
/* harmony import */ var _baseline_diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2866);
/* harmony import */ var _util_plural_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1976);


const FAIL_ON = ['missing', 'regression', 'shift', 'lint-error'];
const DEFAULT_FAIL_ON = ['missing', 'regression'];
/**
 * Parses a comma list such as `missing,regression`; `none` (or empty) turns the gate off. A bad
 * value throws a message that reads after the option's name: "takes a comma list of …".
 */
function parseFailOn(text) {
    const items = text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    if (items.length === 1 && items[0] === 'none')
        return [];
    const bad = items.filter((i) => !FAIL_ON.includes(i));
    if (bad.length)
        throw new Error(`takes a comma list of ${FAIL_ON.join(', ')} or none; unknown value ${bad.map((b) => `\`${b}\``).join(', ')}`);
    return items;
}
/**
 * Every expectation judged: against the base commit when there is a base diff, else by its
 * expectation alone (each failure is then `missing`).
 */
function judgements(evaluation, baseline) {
    if (baseline && baseline.source !== 'none') {
        return baseline.rows.map((r) => ({ query: r.query, engine: r.engine, kind: r.kind, ref: r.ref, baseRank: r.baseRank, headRank: r.headRank, compared: r.basePass !== null, change: r.change }));
    }
    return evaluation.queries.flatMap((q) => Object.values(q.engines).flatMap((r) => r.expectations.map((e) => ({
        query: q.query,
        engine: r.engine,
        kind: e.kind,
        ref: e.ref,
        baseRank: null,
        headRank: e.rank,
        compared: false,
        change: (0,_baseline_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .classify */ .L8)(null, e.pass, r.knownFailure !== undefined, false)
    }))));
}
/** How many expectations (per engine) are regressions, shifts, improvements and missing. */
function tally(evaluation, baseline) {
    return tallyOf(judgements(evaluation, baseline));
}
function tallyOf(all) {
    const count = (c) => all.filter((j) => j.change === c).length;
    return { regressions: count('regression'), shifts: count('shift'), improvements: count('improvement'), missing: count('missing') };
}
function rank(n) {
    return n === null ? '–' : `#${n}`;
}
/** `"merge branch" merge_pull_request #1 → #6 under claude-code@2.1`, for the first few. */
function listed(items) {
    const shown = items.slice(0, 3).map((j) => {
        const ranks = j.compared ? `${rank(j.baseRank)} → ${rank(j.headRank)}` : rank(j.headRank);
        return `${JSON.stringify(j.query)} ${j.kind === 'forbid' ? 'not ' : ''}${j.ref} ${ranks} under ${j.engine}`;
    });
    return shown.join(', ') + (items.length > 3 ? `, and ${items.length - 3} more` : '');
}
/** The check's verdict: only the classes `failOn` names fail it. */
function verdict(input, failOn) {
    const reasons = [];
    const warnings = [];
    const all = judgements(input.evaluation, input.baseline);
    const of = (c) => all.filter((j) => j.change === c);
    const regressions = of('regression');
    if (regressions.length > 0 && input.acceptLabel) {
        warnings.push(`${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(regressions.length, 'regression')} accepted by the label \`${input.acceptLabel}\`: ${listed(regressions)}`);
    }
    else if (failOn.includes('regression') && regressions.length > 0) {
        reasons.push(`${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(regressions.length, 'regression')}: ${listed(regressions)}`);
    }
    const missing = of('missing');
    if (failOn.includes('missing') && missing.length > 0)
        reasons.push(`${missing.length} missing: ${listed(missing)}`);
    const shifts = of('shift');
    if (failOn.includes('shift') && shifts.length > 0)
        reasons.push(`${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(shifts.length, 'shift')}: ${listed(shifts)}`);
    const lintErrors = (input.findings ?? []).filter((f) => f.severity === 'error').length;
    if (failOn.includes('lint-error') && lintErrors > 0)
        reasons.push((0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(lintErrors, 'error-level finding'));
    return {
        failed: reasons.length > 0,
        reasons,
        warnings,
        ...(regressions.length > 0 && input.acceptLabel ? { acceptedBy: input.acceptLabel } : {}),
        tally: tallyOf(all)
    };
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

/***/ 7106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Aj: () => (/* reexport */ REPORT_VERSION),
  L7: () => (/* binding */ jsonReport),
  UH: () => (/* binding */ reportText)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(5649);
// EXTERNAL MODULE: ./src/gate/verdict.ts
var verdict = __webpack_require__(5950);
// EXTERNAL MODULE: ./src/manifest/schema.ts
var schema = __webpack_require__(6470);
;// CONCATENATED MODULE: ./src/report/schema.ts
/**
 * The JSON report's shape, defined once: `jsonReport` builds a `Report`, the fork recipe
 * validates a report it reads back against `reportSchema` (the report came through an
 * artifact a pull request could have written: numbers must be numbers, as they are printed
 * unescaped), and `npm run schema` writes `schema/report.schema.json` from it.
 */



const REPORT_VERSION = 1;
/** The published schema, beside the manifest's at the same release tag. */
const REPORT_SCHEMA_URL = new URL('report.schema.json', schema/* SCHEMA_URL */.cZ).href;
const count = schemas/* number */.aig().int().min(0);
const position = schemas/* number */.aig().int().min(1);
const schema_text = schemas/* string */.YjP().max(100_000);
const score = schemas/* number */.aig();
const scoreField = schemas/* enum */.k5n(['name', 'name-part', 'coarse', 'coarse-part', 'full-name', 'hint', 'description', 'bm25', 'promotion']);
const contribution = schemas/* object */.Ikc({ term: schema_text, field: scoreField, points: schemas/* number */.aig() });
const rankedTool = schemas/* object */.Ikc({ tool: schema_text, score, rank: position, breakdown: schemas/* array */.YOg(contribution) });
const advice = schemas/* union */.KCZ([
    schemas/* object */.Ikc({ edits: schemas/* array */.YOg(schemas/* object */.Ikc({ tool: schema_text, field: schemas/* enum */.k5n(['description', 'searchHint']), add: schemas/* array */.YOg(schema_text) })), projectedRank: position }),
    schemas/* object */.Ikc({ unreachable: schemas/* literal */.euz(true), neighbour: schema_text.nullable(), bestRank: position.nullable(), reason: schema_text })
]);
const standingIn = schemas/* object */.Ikc({ rank: position.nullable(), score: score.nullable(), pass: schemas/* boolean */.zMY() });
const neighbourView = schemas/* object */.Ikc({
    alone: standingIn,
    withNeighbours: standingIn,
    crowdedBy: schemas/* array */.YOg(schemas/* object */.Ikc({ tool: schema_text, rank: position, score, terms: schemas/* array */.YOg(schemas/* object */.Ikc({ term: schema_text, points: schemas/* number */.aig() })) })).optional(),
    orderDependent: schemas/* boolean */.zMY().optional()
});
const expectation = schemas/* object */.Ikc({
    kind: schemas/* enum */.k5n(['expect', 'forbid']),
    ref: schema_text,
    tool: schema_text,
    line: position,
    col: position,
    rank: position.nullable(),
    score: score.nullable(),
    within: position,
    pass: schemas/* boolean */.zMY(),
    fragile: schemas/* boolean */.zMY(),
    alwaysLoaded: schemas/* boolean */.zMY(),
    advice: advice.optional(),
    neighbours: neighbourView.optional()
});
const cutTie = schemas/* object */.Ikc({ score, inside: schemas/* array */.YOg(schema_text), outside: schemas/* array */.YOg(schema_text), more: count.optional() });
const schema_status = schemas/* enum */.k5n(['pass', 'fail', 'known-failure', 'fixed', 'report-only']);
const engineResult = schemas/* object */.Ikc({
    maxResults: position,
    mode: schemas/* enum */.k5n(['select', 'exact-name', 'prefix', 'keyword', 'empty', 'error']),
    results: schemas/* array */.YOg(schema_text).describe('Exactly the list the client returns, as catalog ids, in its order.'),
    ranking: schemas/* array */.YOg(rankedTool)
        .describe('Best first: the first max(cut, 5) tools, every expected and forbidden tool, and the first 20 ahead of an expected ' +
        'tool that misses; every tool that scored with --full-rankings.'),
    scored: count.describe('How many tools scored: the length of the full ranking.'),
    expectations: schemas/* array */.YOg(expectation),
    pass: schemas/* boolean */.zMY(),
    cutTie: cutTie.optional(),
    clientNames: schemas/* record */.g1P(schema_text, schema_text).optional(),
    error: schema_text.optional(),
    knownFailure: schema_text.optional().describe('The `known_failure` mark that applies to this engine.'),
    status: schema_status.describe("This engine's verdict on the query.")
});
const serverSource = schemas/* enum */.k5n(['stdio', 'http', 'sse', 'catalog', 'lock', 'neighbour']);
const engineInfo = schemas/* object */.Ikc({ id: schema_text, family: schema_text, client: schema_text, versions: schema_text, generation: schema_text.optional(), exact: schemas/* boolean */.zMY(), defaultMaxResults: position });
const passCount = schemas/* object */.Ikc({ passed: count, judged: count });
const neighbourSummary = schemas/* object */.Ikc({ set: schema_text.optional(), servers: schemas/* array */.YOg(schema_text), judge: schemas/* enum */.k5n(['alone', 'with-neighbours']), alone: passCount, withNeighbours: passCount });
const summary = schemas/* object */.Ikc({ queries: count, passed: count, failed: count, knownFailures: count, reportOnly: count, fragile: count });
const finding = schemas/* object */.Ikc({
    rule: schema_text,
    severity: schemas/* enum */.k5n(['error', 'warning', 'info']),
    server: schema_text,
    tool: schema_text,
    message: schema_text,
    id: schema_text.optional(),
    tools: schemas/* array */.YOg(schema_text).optional(),
    line: position.optional(),
    col: position.optional()
});
const standing = schemas/* object */.Ikc({ rank: position, score });
const termDelta = schemas/* object */.Ikc({ term: schema_text, field: scoreField, before: schemas/* number */.aig(), after: schemas/* number */.aig() });
const blame = schemas/* object */.Ikc({
    query: schema_text,
    engine: schema_text,
    tool: schema_text,
    base: standing.nullable(),
    head: standing.nullable(),
    own: schemas/* array */.YOg(termDelta),
    gainers: schemas/* array */.YOg(schemas/* object */.Ikc({ tool: schema_text, base: standing.nullable(), head: standing, added: schemas/* boolean */.zMY(), deltas: schemas/* array */.YOg(termDelta) }))
});
const sha = schemas/* string */.YjP().regex(/^[0-9a-f]{4,64}$/);
const baselineDiff = schemas/* object */.Ikc({
    source: schemas/* enum */.k5n(['lock', 'worktree']),
    baseSha: sha,
    cost: schemas/* object */.Ikc({ serversStarted: count, setupMs: count.optional(), totalMs: count }),
    rows: schemas/* array */.YOg(schemas/* object */.Ikc({
        query: schema_text,
        line: position,
        engine: schema_text,
        kind: schemas/* enum */.k5n(['expect', 'forbid']),
        ref: schema_text,
        tool: schema_text,
        maxResults: position,
        within: position,
        baseRank: position.nullable(),
        headRank: position.nullable(),
        baseScore: score.nullable(),
        headScore: score.nullable(),
        baseFound: schemas/* boolean */.zMY(),
        headFound: schemas/* boolean */.zMY(),
        basePass: schemas/* boolean */.zMY().nullable(),
        headPass: schemas/* boolean */.zMY(),
        change: schemas/* enum */.k5n(['regression', 'shift', 'improvement', 'missing', 'known-failure', 'unchanged', 'new']),
        direction: schemas/* enum */.k5n(['down', 'up', 'same']),
        crossed: schemas/* enum */.k5n(['fell-out', 'entered']).optional(),
        blame: blame.optional()
    })),
    newQueries: schemas/* array */.YOg(schema_text),
    removedQueries: schemas/* array */.YOg(schema_text),
    resultChanges: schemas/* array */.YOg(schemas/* object */.Ikc({ query: schema_text, line: position, engine: schema_text, base: schemas/* array */.YOg(schema_text), head: schemas/* array */.YOg(schema_text) })),
    catalog: schemas/* object */.Ikc({
        added: schemas/* array */.YOg(schema_text),
        removed: schemas/* array */.YOg(schema_text),
        renamed: schemas/* array */.YOg(schemas/* object */.Ikc({ from: schema_text, to: schema_text })),
        descriptionChanged: schemas/* array */.YOg(schema_text),
        schemaChanged: schemas/* array */.YOg(schema_text)
    }),
    expectations: schemas/* array */.YOg(schemas/* object */.Ikc({
        query: schema_text.nullable(),
        line: position,
        side: schemas/* enum */.k5n(['head', 'base']),
        edits: schemas/* array */.YOg(schemas/* object */.Ikc({
            field: schemas/* enum */.k5n(['query', 'expect', 'forbid', 'rank', 'known_failure', 'max_results', 'engines']),
            change: schemas/* enum */.k5n(['added', 'removed', 'renamed', 'relaxed', 'tightened', 'changed']),
            relaxes: schemas/* boolean */.zMY(),
            engine: schema_text.optional(),
            before: schema_text.optional(),
            after: schema_text.optional()
        })),
        relaxes: schemas/* boolean */.zMY(),
        hidden: schemas/* array */.YOg(schemas/* object */.Ikc({ engine: schema_text, kind: schemas/* enum */.k5n(['expect', 'forbid']), ref: schema_text, renamedTo: schema_text.optional(), baseRank: position.nullable(), rank: position.nullable(), within: position, maxResults: position, pass: schemas/* boolean */.zMY() })),
        unrankable: schema_text.optional()
    }))
        .optional()
        .describe("How the PR changed the manifest's expectations, against the base commit's manifest."),
    regressions: count,
    shifts: count,
    improvements: count,
    missing: count
});
const schema_verdict = schemas/* object */.Ikc({
    failOn: schemas/* array */.YOg(schemas/* enum */.k5n(verdict/* FAIL_ON */.d$)),
    failed: schemas/* boolean */.zMY(),
    reasons: schemas/* array */.YOg(schema_text),
    warnings: schemas/* array */.YOg(schema_text),
    acceptedBy: schema_text.optional(),
    tally: schemas/* object */.Ikc({ regressions: count, shifts: count, improvements: count, missing: count })
});
const noBaseline = schemas/* object */.Ikc({ source: schemas/* literal */.euz('none'), baseSha: sha.optional(), reason: schema_text, warning: schemas/* boolean */.zMY(), details: schemas/* array */.YOg(schema_text).optional() });
const reportSchema = schemas/* object */.Ikc({
    version: schemas/* literal */.euz(REPORT_VERSION),
    manifest: schema_text,
    engines: schemas/* array */.YOg(engineInfo),
    neighbours: neighbourSummary.optional(),
    servers: schemas/* array */.YOg(schemas/* object */.Ikc({
        name: schema_text,
        tools: count,
        source: serverSource,
        pages: count,
        serverInfo: schemas/* object */.Ikc({ name: schema_text, version: schema_text }).optional(),
        warnings: schemas/* array */.YOg(schema_text)
    })),
    queries: schemas/* array */.YOg(schemas/* object */.Ikc({
        query: schema_text,
        line: position,
        status: schema_status,
        neighbours: schemas/* object */.Ikc({ alone: schema_status, withNeighbours: schema_status }).optional(),
        knownFailure: schema_text.optional(),
        engines: schemas/* record */.g1P(schema_text, engineResult).describe('Per engine id.')
    })),
    summary,
    findings: schemas/* array */.YOg(finding).optional(),
    baseline: schemas/* union */.KCZ([baselineDiff, noBaseline]).optional(),
    verdict: schema_verdict.optional()
})
    .meta({ title: 'mcp-tool-rank report', description: 'What `check --json FILE` and the action\'s `report` output write.' });
/** The published JSON Schema of the report (`schema/report.schema.json`). */
function reportJsonSchema() {
    const { $schema, title, description, ...rest } = z.toJSONSchema(reportSchema, { target: 'draft-7' });
    return { $schema, $id: REPORT_SCHEMA_URL, title, description, ...rest };
}

;// CONCATENATED MODULE: ./src/report/json.ts


/** The machine-readable report (`--json`, the action's `report` output); its shape is `reportSchema`. */
function jsonReport(evaluation, listings, manifestFile, extra = {}) {
    return {
        version: REPORT_VERSION,
        manifest: manifestFile,
        engines: evaluation.engines,
        ...(evaluation.neighbours ? { neighbours: evaluation.neighbours } : {}),
        servers: [
            ...listings.map((l) => ({
                name: l.name,
                tools: l.tools.length,
                source: l.source,
                pages: l.pages,
                ...(l.serverInfo ? { serverInfo: l.serverInfo } : {}),
                warnings: l.warnings ?? []
            })),
            // The bundled neighbours, connected after the manifest's servers.
            ...evaluation.servers.filter((s) => s.source === 'neighbour').map((s) => ({ name: s.name, tools: s.toolCount, source: s.source, pages: s.pages, warnings: s.warnings }))
        ],
        queries: evaluation.queries.map((q) => ({
            query: q.query,
            line: q.line,
            status: q.status,
            ...(q.neighbours ? { neighbours: q.neighbours } : {}),
            ...(q.knownFailure !== undefined ? { knownFailure: q.knownFailure } : {}),
            engines: Object.fromEntries(Object.entries(q.engines).map(([id, r]) => [
                id,
                {
                    maxResults: r.maxResults,
                    mode: r.mode,
                    results: r.results,
                    // Exactly the schema's fields: an engine may carry more on its own entries.
                    ranking: r.ranking.map(({ tool, score, rank, breakdown }) => ({ tool, score, rank, breakdown })),
                    scored: r.scored,
                    expectations: r.expectations,
                    pass: r.pass,
                    ...(r.cutTie ? { cutTie: r.cutTie } : {}),
                    ...(r.clientNames ? { clientNames: r.clientNames } : {}),
                    ...(r.error ? { error: r.error } : {}),
                    ...(r.knownFailure !== undefined ? { knownFailure: r.knownFailure } : {}),
                    status: r.status
                }
            ]))
        })),
        summary: evaluation.summary,
        ...(extra.findings ? { findings: extra.findings.map(({ rule, severity, server, tool, message, id, tools, line, col }) => ({ rule, severity, server, tool, message, ...(id ? { id } : {}), ...(tools ? { tools } : {}), ...(line !== undefined ? { line, col } : {}) })) } : {}),
        ...(extra.baseline ? { baseline: extra.baseline } : {}),
        ...(extra.verdict ? { verdict: { failOn: [...extra.verdict.failOn], failed: extra.verdict.failed, reasons: extra.verdict.reasons, warnings: extra.verdict.warnings, ...(extra.verdict.acceptedBy !== undefined ? { acceptedBy: extra.verdict.acceptedBy } : {}), tally: extra.verdict.tally } } : {})
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


/***/ }),

/***/ 643:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ sarifReport)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _lint_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9613);
/**
 * Lint findings as a SARIF 2.1.0 log, for GitHub code scanning (`github/codeql-action/upload-sarif`)
 * and other SARIF viewers: one reporting descriptor per lint rule, one result per finding,
 * located at the server's entry in the manifest (the only file of the repository the finding
 * can point at: the tools themselves come from a running server). Pure.
 */


const SARIF_SCHEMA = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
const INFORMATION_URI = 'https://github.com/mcp-tool-rank/mcp-tool-rank';
const DOCS = 'docs/lint-rules.md';
const LEVEL = { error: 'error', warning: 'warning', info: 'note' };
/** `shared-boilerplate` -> `SharedBoilerplate`: SARIF's `name` is an identifier. */
function ruleName(id) {
    return id.replace(/(^|-)([a-z0-9])/g, (_m, _dash, c) => c.toUpperCase());
}
/**
 * Stable across runs, so code scanning keeps one alert per finding: the rule, the server, the
 * tool and the message without its numbers (ranks and counts move with every edit).
 */
function fingerprint(f) {
    const key = [f.rule, f.server, f.tool, f.message.replace(/\d[\d,.]*/g, '#')].join('\u0000');
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(key).digest('hex').slice(0, 32);
}
/** Forward slashes and no leading `./`: how code scanning matches a path in the repository. */
function repoPath(file) {
    return file.replace(/\\/g, '/').replace(/^(\.\/)+/, '');
}
function sarifReport(findings, options) {
    const index = new Map(_lint_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .RULES */ .y0.map((r, i) => [r.id, i]));
    const uri = repoPath(options.manifestFile);
    const seen = new Map();
    const prints = findings.map((f) => {
        const p = fingerprint(f);
        const n = seen.get(p) ?? 0;
        seen.set(p, n + 1);
        return n === 0 ? p : `${p}:${n}`;
    });
    return {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'mcp-tool-rank',
                        semanticVersion: options.version,
                        informationUri: INFORMATION_URI,
                        rules: _lint_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .RULES */ .y0.map((r) => {
                            const level = options.levels?.[r.id] ?? r.defaultSeverity;
                            return {
                                id: r.id,
                                name: ruleName(r.id),
                                shortDescription: { text: r.summary },
                                fullDescription: { text: r.doc },
                                helpUri: `${INFORMATION_URI}/blob/main/${DOCS}#${r.id}`,
                                help: { text: `${r.doc}\n\nExamples: ${DOCS}#${r.id}`, markdown: `${r.doc}\n\nBad and good examples: [${DOCS}#${r.id}](${DOCS}#${r.id})` },
                                defaultConfiguration: level === 'off' ? { enabled: false, level: LEVEL[r.defaultSeverity] } : { level: LEVEL[level] },
                                properties: { tags: ['mcp', 'tool-search', 'discoverability'] }
                            };
                        })
                    }
                },
                columnKind: 'utf16CodeUnits',
                results: findings.map((f, i) => {
                    const where = f.tool ? `${f.server}/${f.tool}` : f.server;
                    const ruleIndex = index.get(f.rule);
                    return {
                        ruleId: f.rule,
                        ...(ruleIndex !== undefined ? { ruleIndex } : {}),
                        level: LEVEL[f.severity],
                        message: { text: `${where}: ${f.message}` },
                        locations: [
                            {
                                physicalLocation: {
                                    artifactLocation: { uri },
                                    region: { startLine: Math.max(1, f.line ?? 1), startColumn: Math.max(1, f.col ?? 1) }
                                },
                                logicalLocations: [{ name: f.tool || f.server, fullyQualifiedName: where, kind: f.tool ? 'function' : 'module' }]
                            }
                        ],
                        partialFingerprints: { 'mcpToolRankFinding/v1': prints[i] }
                    };
                })
            }
        ]
    };
}


/***/ })

};
