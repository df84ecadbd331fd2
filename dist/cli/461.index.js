export const id = 461;
export const ids = [461];
export const modules = {

/***/ 1859:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L8: () => (/* reexport */ classify),
  UA: () => (/* binding */ diffCatalogs),
  Nc: () => (/* binding */ diffEvaluations),
  oH: () => (/* binding */ keyedBy)
});

// EXTERNAL MODULE: ./src/engines/registry.ts + 42 modules
var registry = __webpack_require__(3330);
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
    /** The catalog as `engine` prepared it, prepared on first use. */
    preparedFor(engineId) {
        const engine = (0,registry/* resolveEngine */.F0)(engineId);
        let prepared = this.prepared.get(engine.id);
        if (!prepared) {
            prepared = engine.prepare(this.catalog);
            this.prepared.set(engine.id, prepared);
        }
        return prepared;
    }
    /** The whole ranking behind `kept`, the result of `query` under its engine. */
    of(query, kept) {
        if (kept.error !== undefined || kept.ranking.length === kept.scored)
            return kept;
        const engine = (0,registry/* resolveEngine */.F0)(kept.engine);
        try {
            return engine.search(this.preparedFor(engine.id), query, { maxResults: kept.maxResults });
        }
        catch (err) {
            if (err instanceof types/* EngineQueryError */.NW)
                return { ranking: [], results: [] };
            throw err;
        }
    }
}

// EXTERNAL MODULE: ./src/baseline/renames.ts
var renames = __webpack_require__(848);
;// CONCATENATED MODULE: ./src/baseline/policy.ts
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

// EXTERNAL MODULE: ./src/wording/index.ts + 8 modules
var src_wording = __webpack_require__(4145);
;// CONCATENATED MODULE: ./src/baseline/wording.ts
/**
 * The `wording` shares a pull request's manifest asks for, judged as the PR writes them on
 * both sides: the head's wordings of each gated expectation are ranked on the base commit's
 * tools too (read from the base evaluation when it measured the same wordings), and the
 * policy classifies the two shares as it classifies ranks.
 */



/** The base's measure of the head's wordings: the base evaluation's when it measured the same ones, else ranked now. */
function baseWording(e, wording, engineId, b, sides) {
    const baseId = sides.oldName.get(e.tool) ?? e.tool;
    const alwaysLoad = sides.baseAlwaysLoad.get(baseId);
    if (alwaysLoad === undefined)
        return null;
    const queries = wording.variants.map((v) => v.query);
    const measured = b.expectations.find((x) => x.kind === 'expect' && x.tool === baseId && x.within === e.within)?.wording;
    if (measured && measured.variants.map((v) => v.query).join('\n') === queries.join('\n'))
        return measured;
    const engine = (0,registry/* resolveEngine */.F0)(engineId);
    const search = (0,src_wording/* wordingSearch */.jS)(engine, sides.baseRankings.preparedFor(engineId), b.maxResults, { top: e.within, tools: [baseId] });
    return (0,src_wording/* measureWording */.B_)(queries, search, { tool: baseId, within: e.within, alwaysLoaded: engine.loadsAlwaysLoad && alwaysLoad }, undefined);
}
/** One row per gated `wording` share of the head query, under each engine. */
function diffWording(sides) {
    const rows = [];
    for (const [engineId, h] of Object.entries(sides.head.engines)) {
        const b = sides.base?.engines[engineId];
        for (const e of h.expectations) {
            const wording = e.wording;
            if (!wording || wording.min === undefined)
                continue;
            const base = b ? baseWording(e, wording, engineId, b, sides) : null;
            const basePass = base ? (0,src_wording/* meets */.D)(base.found, base.total, wording.min) : null;
            const moved = base !== null && base.found !== wording.found;
            rows.push({
                query: sides.head.query,
                line: sides.head.line,
                engine: engineId,
                ref: e.ref,
                tool: e.tool,
                min: wording.min,
                base: base ? { found: base.found, total: base.total } : null,
                head: { found: wording.found, total: wording.total },
                basePass,
                headPass: wording.pass,
                change: classify(basePass, wording.pass, h.knownFailure !== undefined, moved)
            });
        }
    }
    return rows;
}

;// CONCATENATED MODULE: ./src/baseline/cost.ts
/** The change of a server's context cost, in percent, from which the report names it. */
const DEFAULT_COST_THRESHOLD = 10;
/**
 * Servers of the manifest whose context cost (the engine's measure of every tool the model
 * sees, what loading them up front adds to every request) changes by more than `threshold`
 * percent between the two sides, measured by the first engine that measures both.
 */
function costChangesOf(base, head, threshold = DEFAULT_COST_THRESHOLD) {
    const engine = Object.keys(head.deferral ?? {}).find((id) => head.deferral[id].servers.length > 0 && (base.deferral?.[id]?.servers.length ?? 0) > 0);
    if (engine === undefined)
        return {};
    const before = new Map(base.deferral[engine].servers.map((s) => [s.server, s]));
    const servers = head.deferral[engine].servers.flatMap((s) => {
        const b = before.get(s.server);
        if (s.neighbour || !b)
            return [];
        const delta = Math.abs(s.upFrontChars - b.upFrontChars);
        if (delta === 0 || delta * 100 <= threshold * b.upFrontChars)
            return [];
        return [{ server: s.server, engine, base: b.upFrontChars, head: s.upFrontChars, estimate: s.estimate || b.estimate }];
    });
    return servers.length ? { costChanges: { threshold, servers } } : {};
}

;// CONCATENATED MODULE: ./src/baseline/diff.ts










/** Items (queries) matched by their text; a text used twice is matched occurrence by occurrence. */
function keyedBy(items, text) {
    const seen = new Map();
    const out = new Map();
    for (const item of items) {
        const n = seen.get(text(item)) ?? 0;
        seen.set(text(item), n + 1);
        out.set(`${n}\u0000${text(item)}`, item);
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
/** Of an `expect_any`'s alternatives on one side, the one that holds with the best rank, else the best ranked. */
function bestSide(e, sides) {
    const place = (s) => effectiveRank(s.rank, s.alwaysLoaded) ?? Infinity;
    const better = (a, b) => (holds(e, a) !== holds(e, b) ? holds(e, b) : place(b) < place(a));
    return sides.reduce((a, b) => (!b ? a : !a || better(a, b) ? b : a), undefined);
}
/**
 * The rank diff the PR comment leads with: per query, engine and expectation, the base side
 * against the head side, classified by the policy (\`classify\`). A tool renamed by the PR is
 * followed under its old name on the base side.
 */
function diffEvaluations(input) {
    const catalog = input.catalogChanges ?? diffCatalogs(input.base.catalog, input.head.catalog);
    const oldName = new Map(catalog.renamed.map((r) => [r.to, r.from]));
    const baseTools = new Map(input.base.catalog.tools.map((t) => [t.id, t]));
    const baseIds = new Set(baseTools.keys());
    const baseQueries = keyedBy(input.base.evaluation.queries, (q) => q.query);
    const headQueries = keyedBy(input.head.evaluation.queries, (q) => q.query);
    const rows = [];
    const resultChanges = [];
    const baseRankings = new FullRankings(input.base.catalog);
    const baseUpFront = (engineId) => {
        const upFront = (0,types/* upFrontTest */.hR)((0,registry/* resolveEngine */.F0)(engineId), input.base.evaluation.deferral?.[engineId]);
        return (tool) => upFront(tool.id, tool.alwaysLoad);
    };
    const headRankings = new FullRankings(input.head.catalog);
    const wording = [];
    const baseAlwaysLoad = new Map(input.base.catalog.tools.map((t) => [t.id, t.alwaysLoad]));
    for (const [key, head] of headQueries) {
        const base = baseQueries.get(key);
        wording.push(...diffWording({ head, base, oldName, baseAlwaysLoad, baseRankings }));
        for (const [engineId, h] of Object.entries(head.engines)) {
            const b = base?.engines[engineId];
            if (h.expectations.length === 0 && b && h.error === undefined && JSON.stringify(b.results) !== JSON.stringify(h.results)) {
                resultChanges.push({ query: head.query, line: head.line, engine: engineId, base: b.results, head: h.results });
            }
            const upFront = baseUpFront(engineId);
            for (const e of h.expectations) {
                /** The base side of one tool the expectation may be held by, followed under its old name. */
                const baseSide = (tool) => {
                    const baseId = oldName.get(tool) ?? tool;
                    const baseTool = baseTools.get(baseId);
                    return b && baseTool ? sideOf(b, baseId, upFront(baseTool), () => baseRankings.of(head.query, b)) : undefined;
                };
                // `expect_any` on the base: the alternative that holds with the best rank, else the best ranked, as evaluate picks.
                const bs = e.anyOf ? bestSide(e, e.anyOf.map((a) => baseSide(a.tool))) : baseSide(e.tool);
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
    return {
        source: input.source,
        baseSha: input.baseSha,
        cost: input.cost,
        rows,
        newQueries: [...headQueries.entries()].filter(([k]) => !baseKeys.has(k)).map(([, q]) => q.query),
        removedQueries: [...baseQueries.entries()].filter(([k]) => !headKeys.has(k)).map(([, q]) => q.query),
        resultChanges,
        catalog,
        ...(wording.length ? { wording } : {}),
        ...costChangesOf(input.base.evaluation, input.head.evaluation, input.costThreshold)
    };
}


/***/ }),

/***/ 848:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pr: () => (/* binding */ findRenames),
/* harmony export */   bM: () => (/* binding */ explainRenames)
/* harmony export */ });
/* unused harmony exports descriptionSimilarity, MAX_COMPARED_PAIRS */
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
    for (const t of removed) {
        const k = key(t);
        const group = byKey.get(k);
        if (group)
            group.push(t);
        else
            byKey.set(k, [t]);
    }
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
    return new _manifest_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ManifestError */ .Sh(issues);
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
/* harmony export */   VQ: () => (/* binding */ DEFAULT_FAIL_ON),
/* harmony export */   WJ: () => (/* binding */ verdict),
/* harmony export */   d$: () => (/* binding */ FAIL_ON)
/* harmony export */ });
/* harmony import */ var _util_plural_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1976);

const FAIL_ON = ['missing', 'regression', 'shift', 'lint-error'];
const DEFAULT_FAIL_ON = ['missing', 'regression'];
/** How many expectations (per engine) are regressions, shifts, improvements and missing. */
function tallyOf(all) {
    const count = (c) => all.filter((j) => j.change === c).length;
    return { regressions: count('regression'), shifts: count('shift'), improvements: count('improvement'), missing: count('missing') };
}
function rank(n) {
    return n === null ? '–' : `#${n}`;
}
function found(w) {
    return `${w.found} of ${w.total}`;
}
/** `found by 5 of 8 wordings (was 8 of 8; needs 80 %)`. */
function wordingShare(w) {
    return `found by ${found(w.head)} wordings (${w.base ? `was ${found(w.base)}; ` : ''}needs ${Math.round(w.min * 100)} %)`;
}
/** `"merge branch" merge_pull_request #1 → #6 under claude-code@2.1`, for the first few. */
function listed(items) {
    const shown = items.slice(0, 3).map((j) => {
        const ranks = j.wording ? wordingShare(j.wording) : j.compared ? `${rank(j.baseRank)} → ${rank(j.headRank)}` : rank(j.headRank);
        return `${JSON.stringify(j.query)} ${j.kind === 'forbid' ? 'not ' : ''}${j.ref} ${ranks} under ${j.engine}`;
    });
    return shown.join(', ') + (items.length > 3 ? `, and ${items.length - 3} more` : '');
}
/** The check's verdict: only the classes `failOn` names fail it. */
function verdict(input, failOn) {
    const reasons = [];
    const warnings = [];
    const all = input.judgements;
    const of = (c) => all.filter((j) => j.change === c);
    const regressions = of('regression');
    if (regressions.length > 0 && input.acceptLabel) {
        warnings.push(`${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(regressions.length, 'regression')} accepted by the label \`${input.acceptLabel}\`: ${listed(regressions)}`);
    }
    else if (failOn.includes('regression') && regressions.length > 0) {
        reasons.push(`${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(regressions.length, 'regression')}: ${listed(regressions)}`);
    }
    const missing = of('missing');
    if (failOn.includes('missing') && missing.length > 0)
        reasons.push(`${missing.length} missing: ${listed(missing)}`);
    const shifts = of('shift');
    if (failOn.includes('shift') && shifts.length > 0)
        reasons.push(`${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(shifts.length, 'shift')}: ${listed(shifts)}`);
    const lintErrors = (input.findings ?? []).filter((f) => f.severity === 'error').length;
    if (failOn.includes('lint-error') && lintErrors > 0)
        reasons.push((0,_util_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(lintErrors, 'error-level finding'));
    return {
        failed: reasons.length > 0,
        reasons,
        warnings,
        ...(regressions.length > 0 && input.acceptLabel ? { acceptedBy: input.acceptLabel } : {}),
        tally: tallyOf(all)
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
/* harmony import */ var _advice_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5978);
/* harmony import */ var _util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(741);
/* harmony import */ var _util_plural_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1976);
/* harmony import */ var _catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2252);
/* harmony import */ var _expectations_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7535);
/* harmony import */ var _util_fit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6579);
/* harmony import */ var _util_group_by_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3405);







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
/** `1 regression, 2 shifts, 0 improvements` (and `, 1 missing` when there is one): the review's tally, per expectation and engine. */
function changeCounts(tally) {
    const parts = [(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .L)(tally.regressions, 'regression'), (0,_util_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .L)(tally.shifts, 'shift'), (0,_util_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .L)(tally.improvements, 'improvement')];
    if (tally.missing > 0)
        parts.push(`${tally.missing} missing`);
    return parts.join(', ');
}
/** The rows worth listing under the base line, most urgent first: a missing row only when the base ranked it too. */
function listedChanges(diff) {
    const order = ['regression', 'missing', 'shift', 'improvement'];
    return order.flatMap((c) => diff.rows.filter((r) => r.change === c && (c !== 'missing' || r.basePass !== null)));
}
/** The listed changes in runs of one query, expectation, change and rank move that differ only by engine: one line each. */
function sameChanges(rows) {
    const key = (r) => JSON.stringify([r.change, r.line, r.query, r.kind, r.ref, r.baseRank, r.headRank, changeNote(r)]);
    return [...(0,_util_group_by_js__WEBPACK_IMPORTED_MODULE_3__/* .groupBy */ .$)(rows, key).values()];
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
    return `${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .L)(diff.cost.serversStarted, 'server')} started${setup}, ${(diff.cost.totalMs / 1000).toFixed(1)} s in all`;
}
function baselineOrigin(diff) {
    return `${baselineSource(diff)} (${baselineCost(diff)})`;
}
/** The columns of a diff row's mark: `  ▼ regression   `. */
const MARK_WIDTH = 17;
/** The review's base-branch diff for the terminal: what moved, newest facts first ('' without a base side). */
function diffTerminal(review, style, options = {}) {
    const { baseline } = review;
    if (!baseline)
        return '';
    const width = options.columns ?? Infinity;
    const out = [];
    const put = (text, paint = (t) => t, indent = 4) => {
        for (const line of (0,_util_fit_js__WEBPACK_IMPORTED_MODULE_1__/* .fit */ .Uj)(text, width, indent))
            out.push(paint(line));
    };
    if (baseline.source === 'none') {
        const line = `no baseline: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(baseline.reason, 600)}`;
        put(baseline.warning ? `warning: ${line}` : line, baseline.warning ? style.yellow : style.dim, 2);
        for (const l of baseline.details ?? [])
            put(`  ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(l, 500)}`, style.dim);
        return out.join('\n') + '\n';
    }
    put(`${baselineOrigin(baseline)}: ${changeCounts(review.verdict.tally)}`, style.bold, 2);
    const marks = {
        regression: style.red('▼ regression '),
        missing: style.red('✗ missing    '),
        shift: style.yellow('↕ shift      '),
        improvement: style.green('▲ improvement')
    };
    let unexplained = false;
    for (const group of sameChanges(listedChanges(baseline))) {
        const [r] = group;
        const note = changeNote(r);
        const tool = `${r.kind === 'forbid' ? 'not ' : ''}${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(r.ref, 50)}`;
        const engines = group.map((g) => g.engine).join(', ');
        // Wrapped beside its mark: the lines after the first start under the query.
        const lines = (0,_util_fit_js__WEBPACK_IMPORTED_MODULE_1__/* .fit */ .Uj)(`${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(r.query, 40)}  ${tool}  ${engines}  ${(0,_util_fit_js__WEBPACK_IMPORTED_MODULE_1__/* .together */ .bs)(`${rankText(r.baseRank)} → ${rankText(r.headRank)}`)}${note ? `  ${note}` : ''}`, width - MARK_WIDTH, 0);
        lines.forEach((l, i) => out.push(i === 0 ? `  ${marks[r.change]}  ${l}` : `${' '.repeat(MARK_WIDTH)}${l}`));
        const blamed = group.filter((g) => g.blame);
        if (blamed.length === 0)
            continue;
        if (!options.explain) {
            unexplained = true;
            continue;
        }
        const blames = blamed.map((g) => (0,_advice_text_js__WEBPACK_IMPORTED_MODULE_5__/* .describeBlame */ .ne)(g.blame).slice(1, 7).map((l) => (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(l.trim(), 200)));
        // One account when every engine blames alike, else one per engine.
        const alike = blames.every((b) => b.join('\n') === blames[0].join('\n'));
        for (const [i, lines] of (alike ? blames.slice(0, 1) : blames).entries())
            for (const l of lines)
                put(`    ${alike ? '' : `${blamed[i].engine}: `}${l}`, style.dim, 6);
    }
    if (unexplained)
        put('  (--explain: the tools that overtook each regression, and the words that moved them)', style.dim);
    const edited = baseline.expectations ?? [];
    if (edited.length)
        out.push(`  expectations changed in this PR (${edited.filter((c) => c.relaxes).length} relaxed):`);
    const f = { code: (t) => (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(t, 60), text: (t) => `"${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(t, 120)}"`, rank: rankText };
    for (const c of edited) {
        const query = c.query === null ? 'the manifest' : `"${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(c.query, 40)}"${c.side === 'base' ? ' (removed)' : ''}`;
        put(`    ${c.relaxes ? 'relaxed' : 'changed'}  ${query}: ${c.edits.map((e) => (0,_expectations_text_js__WEBPACK_IMPORTED_MODULE_0__/* .editText */ .i)(e, f)).join('; ')}`, c.relaxes ? style.yellow : (t) => t, 6);
        if (c.unrankable)
            put(`      not ranked now: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(c.unrankable, 200)}`, style.dim, 8);
        for (const h of c.hidden)
            put(`      ${(0,_expectations_text_js__WEBPACK_IMPORTED_MODULE_0__/* .hiddenText */ .C)(h, f)}`, h.pass ? style.dim : style.yellow, 8);
    }
    for (const c of baseline.resultChanges)
        put(`  ~ ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(c.query, 40)}  ${c.engine}: results changed (${c.base.length} → ${c.head.length} tools)`, style.dim);
    if (baseline.newQueries.length)
        put(`  new queries: ${baseline.newQueries.map((q) => `"${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(q, 60)}"`).join(', ')}`, style.dim);
    if (baseline.removedQueries.length)
        put(`  removed queries: ${baseline.removedQueries.map((q) => `"${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)(q, 60)}"`).join(', ')}`, style.dim);
    const c = baseline.catalog;
    const parts = [
        c.added.length ? `${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .L)(c.added.length, 'tool')} added` : '',
        c.removed.length ? `${c.removed.length} removed` : '',
        c.renamed.length ? `${c.renamed.length} renamed (${c.renamed.map((r) => `${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)((0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_6__/* .shortToolName */ .Ow)(r.from), 60)} → ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .w)((0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_6__/* .shortToolName */ .Ow)(r.to), 60)}`).join(', ')})` : '',
        c.descriptionChanged.length ? `${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .L)(c.descriptionChanged.length, 'description')} changed` : '',
        c.schemaChanged.length ? `${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .L)(c.schemaChanged.length, 'schema')} changed` : ''
    ].filter(Boolean);
    if (parts.length)
        put(`  catalog: ${parts.join(', ')}`, style.dim);
    return out.join('\n') + '\n';
}


/***/ }),

/***/ 7535:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ hiddenText),
/* harmony export */   i: () => (/* binding */ editText)
/* harmony export */ });
/* harmony import */ var _review_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2392);
/**
 * The words for how a PR changed the manifest's expectations, shared by the terminal and the
 * comment. Each renderer passes its own escaping: `code` for names and values, `text` for prose
 * from the manifest (a reason), so that nothing from the PR reaches either unescaped.
 */

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
            case 'wording':
                if (edit.change === 'added')
                    return `${f.code('wording')} ${f.code(after)} added`;
                if (edit.change === 'removed')
                    return `${f.code('wording')} ${f.code(before)} removed (measured, not asked)`;
                return `${f.code('wording')} ${f.code(before)} → ${f.code(after)}`;
        }
    })();
    return edit.engine ? `${phrase} (${f.code(edit.engine)})` : phrase;
}
/** `ledger_export` #2 → #3 under claude-code@2.1: fails the base's top 5 / still holds. */
function hiddenText(h, f) {
    const name = `${h.kind === 'forbid' ? 'not ' : ''}${f.code(h.ref)}${h.renamedTo ? ` (now ${f.code(h.renamedTo)})` : ''}`;
    const where = h.kind === 'expect' && h.within < h.maxResults ? `rank ${h.within}` : `the top ${h.maxResults}`;
    const w = h.wording;
    // Within its rank, it fails by its wordings alone.
    const short = w && !(0,_review_js__WEBPACK_IMPORTED_MODULE_0__/* .meets */ .D)(w.found, w.total, w.min) && h.rank !== null && h.rank <= h.within ? w : undefined;
    const verdict = h.pass ? 'still holds' : short ? `would fail: needs ${Math.round(short.min * 100)} % of its wordings` : h.kind === 'expect' ? `would fail: needs ${where}` : `would fail: it is in ${where}`;
    const share = w ? `, found by ${w.found} of ${w.total} wordings` : '';
    return `${name} ${f.rank(h.baseRank)} → ${f.rank(h.rank)} under ${f.code(h.engine)}${share}: ${verdict}`;
}


/***/ }),

/***/ 2392:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Br: () => (/* binding */ buildReview),
/* harmony export */   D: () => (/* reexport safe */ _wording_types_js__WEBPACK_IMPORTED_MODULE_3__.D),
/* harmony export */   M_: () => (/* reexport safe */ _engines_types_js__WEBPACK_IMPORTED_MODULE_2__.M_),
/* harmony export */   gm: () => (/* binding */ expectationChanges),
/* harmony export */   hM: () => (/* binding */ ATTENTION),
/* harmony export */   n_: () => (/* binding */ diffOf),
/* harmony export */   tC: () => (/* reexport safe */ _wording_types_js__WEBPACK_IMPORTED_MODULE_3__.t)
/* harmony export */ });
/* unused harmony exports MARKS, reviewFindings */
/* harmony import */ var _baseline_diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1859);
/* harmony import */ var _gate_verdict_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5950);
/* harmony import */ var _lint_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(249);
/* harmony import */ var _engines_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2802);
/* harmony import */ var _wording_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6781);
/**
 * The review: one check's result as every view shows it, built once. Per query and
 * expectation one row, with one cell per engine (the expectation's rank alone and with
 * neighbours, its base rank, its class, fragility, blame and verified advice); the findings,
 * each with its rule's short text; the counts and the verdict. The JSON report is written from
 * a review and read back into one (json.ts, read.ts); the terminal, the comment and job
 * summary, the annotations and SARIF render only a review.
 *
 * A new per-engine fact goes into `ReviewCell` (set in `cellOf`), a new per-query fact into
 * `ReviewRow`, a new count into `ReviewCounts` (`countsOf`): the renderers read them there.
 */





/** How a cell (and a row, by its worst cell) needs attention, most urgent first. */
const MARKS = ['regressed', 'fail', 'rejected', 'accepted', 'fixed', 'fragile', 'shift', 'improved', 'known', 'pass', 'info'];
/** The marks of rows a reviewer looks at; the others pass quietly. */
const ATTENTION = ['regressed', 'fail', 'rejected', 'accepted', 'fixed', 'fragile', 'shift', 'improved'];
/** The rank diff, when the base side could be ranked. */
function diffOf(review) {
    return review.baseline && review.baseline.source !== 'none' ? review.baseline : undefined;
}
/** The one key that joins an expectation of the evaluation to its row of the base diff. */
function joinKey(line, engine, kind, ref) {
    return `${line}\u0000${engine}\u0000${kind}\u0000${ref}`;
}
function cellMark(c, accepted) {
    const { result: r, expectation: e, judgement } = c;
    if (!e)
        return r.error ? 'rejected' : 'info';
    if (judgement?.change === 'regression')
        return accepted ? 'accepted' : 'regressed';
    if (!e.pass)
        return r.status === 'known-failure' ? 'known' : r.error ? 'rejected' : 'fail';
    // Found, but by too few of the query's other wordings (`wording:`).
    const wording = c.wordingJudgement?.change;
    if (wording === 'regression')
        return accepted ? 'accepted' : 'regressed';
    if (e.wording?.pass === false)
        return r.status === 'known-failure' ? 'known' : 'fail';
    if (r.status === 'fixed')
        return 'fixed';
    if (e.kind === 'expect' && (e.fragile || e.neighbours?.orderDependent))
        return 'fragile';
    if (judgement?.change === 'shift')
        return 'shift';
    if (judgement?.change === 'improvement')
        return 'improved';
    return 'pass';
}
/** The tool at `place` of the judged ranking, when the report kept it. */
function toolAt(result, place) {
    return result.ranking.find((r) => r.rank === place);
}
function causeOf(e, result, change) {
    if (e.pass || e.alwaysLoaded)
        return undefined;
    if (e.kind === 'forbid')
        return { kind: 'shown', tool: e.tool };
    if (e.rank === null)
        return { kind: 'unscored', tool: e.tool };
    const gainer = change?.blame?.gainers[0];
    if (change?.change === 'regression' && gainer)
        return { kind: 'overtaken', tool: e.tool, rival: gainer.tool };
    const crowd = e.neighbours?.crowdedBy?.[0];
    if (crowd && e.neighbours?.alone.pass)
        return { kind: 'crowded', tool: e.tool, rival: crowd.tool };
    const rival = toolAt(result, e.within);
    return { kind: 'outranked', tool: e.tool, ...(rival && rival.tool !== e.tool ? { rival: rival.tool } : {}) };
}
function tieOf(e, result) {
    if (e.pass || e.kind !== 'expect' || e.score === null || e.rank === null)
        return undefined;
    const at = toolAt(result, e.within);
    return at && at.tool !== e.tool && at.score === e.score ? { score: at.score, rival: at.tool } : undefined;
}
function worst(marks) {
    return marks.reduce((a, b) => (MARKS.indexOf(b) < MARKS.indexOf(a) ? b : a), 'info');
}
/** The judgement of an expectation's `wording` share: against the base's share when the base diff measured it, else by the head's alone. */
function wordingJudgementOf(q, result, e, diff, wordings) {
    const judged = { query: q.query, engine: result.engine, kind: 'expect', ref: e.ref };
    if (diff) {
        const w = wordings.get(joinKey(q.line, result.engine, 'expect', e.ref));
        return w && { ...judged, baseRank: null, headRank: null, compared: w.basePass !== null, change: w.change, wording: { min: w.min, base: w.base, head: w.head } };
    }
    const w = e.wording;
    if (w?.min === undefined)
        return undefined;
    return { ...judged, baseRank: null, headRank: e.rank, compared: false, change: (0,_baseline_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .classify */ .L8)(null, w.pass, result.knownFailure !== undefined, false), wording: { min: w.min, base: null, head: w } };
}
function cellOf(q, result, expectation, joined, accepted) {
    const { changes } = joined;
    const change = expectation ? changes.get(joinKey(q.line, result.engine, expectation.kind, expectation.ref)) : undefined;
    const judgement = expectation && {
        query: q.query,
        engine: result.engine,
        kind: expectation.kind,
        ref: expectation.ref,
        baseRank: change?.baseRank ?? null,
        headRank: expectation.rank,
        compared: change !== undefined && change.basePass !== null,
        change: change?.change ?? (0,_baseline_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .classify */ .L8)(null, expectation.pass, result.knownFailure !== undefined, false)
    };
    const cause = expectation && causeOf(expectation, result, change);
    const tie = expectation && tieOf(expectation, result);
    const wordingJudgement = expectation?.kind === 'expect' ? wordingJudgementOf(q, result, expectation, joined.diff, joined.wordings) : undefined;
    const cell = { engine: result.engine, result, ...(expectation ? { expectation } : {}), ...(change ? { change } : {}), ...(judgement ? { judgement } : {}), ...(wordingJudgement ? { wordingJudgement } : {}), ...(cause ? { cause } : {}), ...(tie ? { tie } : {}) };
    return { ...cell, mark: cellMark(cell, accepted) };
}
/** Rows in manifest order: one per expectation, cells in the order of the evaluation's engines. */
function rowsOf(evaluation, diff, accepted) {
    const engines = evaluation.engines.map((e) => e.id);
    const joined = {
        diff,
        changes: new Map((diff?.rows ?? []).map((c) => [joinKey(c.line, c.engine, c.kind, c.ref), c])),
        wordings: new Map((diff?.wording ?? []).map((w) => [joinKey(w.line, w.engine, 'expect', w.ref), w]))
    };
    return evaluation.queries.flatMap((q) => {
        const results = engines.map((id) => q.engines[id]);
        const first = results.find((r) => r !== undefined);
        const keys = first?.expectations.map((e) => ({ kind: e.kind, ref: e.ref })) ?? [];
        if (keys.length === 0) {
            const cells = results.map((result) => (result ? cellOf(q, result, undefined, joined, accepted) : undefined));
            return [{ query: q, cells, mark: worst(cells.map((c) => c?.mark ?? 'info')), failingBefore: false }];
        }
        return keys.map(({ kind, ref }) => {
            const cells = results.map((result) => (result ? cellOf(q, result, result.expectations.find((e) => e.kind === kind && e.ref === ref), joined, accepted) : undefined));
            const failing = cells.filter((c) => c?.judgement && (c.judgement.change === 'missing' || c.judgement.change === 'regression'));
            const failingBefore = failing.length > 0 && failing.every((c) => c.judgement.change === 'missing' && c.change?.basePass === false);
            return { query: q, kind, ref, cells, mark: worst(cells.map((c) => c?.mark ?? 'pass')), failingBefore };
        });
    });
}
function countsOf(evaluation, rows) {
    const s = evaluation.summary;
    const byQuery = new Map();
    for (const r of rows)
        byQuery.set(r.query, [...(byQuery.get(r.query) ?? []), r]);
    const queriesWith = (test) => [...byQuery.values()].filter(test).length;
    const has = (m) => (rs) => rs.some((r) => r.cells.some((c) => c?.mark === m));
    const failingMarks = (r) => r.cells.some((c) => c?.mark === 'regressed' || c?.mark === 'fail');
    const failing = (rs) => rs.some(failingMarks);
    const onlyAccepted = (rs) => has('accepted')(rs) && !failing(rs) && !has('rejected')(rs);
    return {
        queries: s.queries,
        judged: s.queries - s.reportOnly - s.knownFailures,
        failed: s.failed - queriesWith(onlyAccepted),
        failing: queriesWith(failing),
        regressed: queriesWith(has('regressed')),
        accepted: queriesWith(has('accepted')),
        failingBefore: queriesWith((rs) => failing(rs) && rs.every((r) => r.failingBefore || !failingMarks(r))),
        fragile: queriesWith((rs) => !failing(rs) && has('fragile')(rs)),
        shifted: queriesWith((rs) => !failing(rs) && has('shift')(rs)),
        improved: queriesWith((rs) => !failing(rs) && has('improved')(rs)),
        fixed: queriesWith(has('fixed')),
        rejected: queriesWith(has('rejected')),
        knownFailures: s.knownFailures,
        reportOnly: s.reportOnly
    };
}
/** Each finding with its rule's one-line text (a rule this release does not know keeps its own message). */
function reviewFindings(findings) {
    return findings.map((f) => ({ ...f, summary: (0,_lint_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .findRule */ .Il)(f.rule)?.summary ?? f.message }));
}
/** The review of one check: rows, counts and the verdict, each computed here once. */
function buildReview(input, given) {
    const diff = diffOf(input);
    const rows = rowsOf(input.evaluation, diff, input.acceptLabel !== undefined || given?.acceptedBy !== undefined);
    const findings = reviewFindings(input.findings ?? []);
    const judged = given ?? {
        ...(0,_gate_verdict_js__WEBPACK_IMPORTED_MODULE_4__/* .verdict */ .WJ)({ judgements: rows.flatMap((r) => r.cells.flatMap((c) => [...(c?.judgement ? [c.judgement] : []), ...(c?.wordingJudgement ? [c.wordingJudgement] : [])])), findings, ...(input.acceptLabel ? { acceptLabel: input.acceptLabel } : {}) }, input.failOn),
        failOn: input.failOn
    };
    return {
        manifest: input.manifest,
        evaluation: input.evaluation,
        ...(input.baseline ? { baseline: input.baseline } : {}),
        ...(input.toolTable ? { toolTable: input.toolTable } : {}),
        findings,
        rows,
        counts: countsOf(input.evaluation, rows),
        verdict: judged
    };
}
/** The manifest's expectations as this pull request changed them (none without a base diff). */
function expectationChanges(review) {
    return diffOf(review)?.expectations ?? [];
}


/***/ }),

/***/ 6579:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QR: () => (/* binding */ wrapTo),
/* harmony export */   Uj: () => (/* binding */ fit),
/* harmony export */   bs: () => (/* binding */ together),
/* harmony export */   sc: () => (/* binding */ textWidth),
/* harmony export */   v0: () => (/* binding */ padTo)
/* harmony export */ });
/* unused harmony export NARROW_SYMBOLS */
/* harmony import */ var string_width__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4292);
/* harmony import */ var wrap_ansi__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8692);
/**
 * Plain text fitted to a terminal's width, measured as the terminal draws it (a wide character
 * takes two columns): wrap-ansi breaks at spaces, and string-width measures.
 */


/** The characters the reports' own lines are made of, each one column wide as string-width measures it. */
const NARROW_SYMBOLS = '\u00a0·–—−…→↓↕≈≤≥─▲▼▸✓✗';
const NARROW_LINE = new RegExp(`^[\\x20-\\x7e${NARROW_SYMBOLS}]*$`);
/**
 * The columns `text` takes in a terminal. string-width segments every string into graphemes,
 * which dominated a large report's rendering; a line of printable ASCII and the reports' own
 * symbols, nearly every line, is measured by its length instead (the same answer, tested).
 */
function textWidth(text) {
    return NARROW_LINE.test(text) ? text.length : (0,string_width__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A)(text);
}
/** `text` padded with spaces to `width` columns. */
function padTo(text, width) {
    return text + ' '.repeat(Math.max(0, width - textWidth(text)));
}
const NO_BREAK = '\u00a0';
/** `text` kept on one line by `fit` and `wrapTo` (`#1 → #2`): its spaces do not break; they print as spaces. */
function together(text) {
    return text.replaceAll(' ', NO_BREAK);
}
/** `text` broken at spaces into lines of at most `width` columns; a word longer than that (a tool name) stays whole on a line of its own. */
function wrapTo(text, width) {
    return breakAt(text, width).map(spaced);
}
const breakAt = (text, width) => (0,wrap_ansi__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(text, Math.max(1, width), { hard: false, trim: true }).split('\n');
const spaced = (line) => line.replaceAll(NO_BREAK, ' ');
/**
 * `text` in lines of at most `width` columns, broken at spaces: the first keeps the text's own
 * indentation, the others are indented by `indent` spaces. Only a word longer than a line passes
 * the width.
 */
function fit(text, width, indent = 2) {
    if (textWidth(text) <= width)
        return [spaced(text)];
    const lead = /^ */.exec(text)[0];
    const body = text.slice(lead.length);
    const first = breakAt(body, width - lead.length)[0];
    const rest = body.slice(first.length).trimStart();
    const more = rest ? wrapTo(rest, width - indent).map((line) => ' '.repeat(indent) + line) : [];
    return [spaced(lead + first), ...more];
}


/***/ })

};
