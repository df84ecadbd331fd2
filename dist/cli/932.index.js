export const id = 932;
export const ids = [932];
export const modules = {

/***/ 932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ check)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/catalog/build.ts
var build = __webpack_require__(1515);
// EXTERNAL MODULE: ./src/collect/catalog-file.ts
var catalog_file = __webpack_require__(1076);
// EXTERNAL MODULE: ./src/manifest/catalog-ref.ts
var catalog_ref = __webpack_require__(4722);
// EXTERNAL MODULE: ./src/collect/errors.ts
var errors = __webpack_require__(7963);
// EXTERNAL MODULE: ./src/collect/collect.ts
var collect = __webpack_require__(5364);
// EXTERNAL MODULE: ./src/process/credentials.ts
var credentials = __webpack_require__(7343);
// EXTERNAL MODULE: ./src/process/started-command.ts
var started_command = __webpack_require__(4080);
// EXTERNAL MODULE: ./src/util/duration.ts
var duration = __webpack_require__(6518);
// EXTERNAL MODULE: ./src/util/sanitize-text.ts
var sanitize_text = __webpack_require__(741);
;// CONCATENATED MODULE: ./src/process/setup.ts




/** How many of the last lines of a failed setup's output are kept for the reader. */
const TAIL_LINES = 20;
/** A `setup` command that failed: how it ended, and the last lines it printed (made plain). */
class SetupError extends Error {
    command;
    outcome;
    outputTail;
    constructor(command, 
    /** `exited with code 4`, `timed out after 15m`. */
    outcome, outputTail) {
        const tail = outputTail.slice(-TAIL_LINES).map((l) => (0,sanitize_text/* plainText */.w)(l, 500));
        super(`setup \`${(0,sanitize_text/* plainText */.w)(command, 200)}\` ${outcome}${tail.length ? '' : ' and printed nothing'}`);
        this.command = command;
        this.outcome = outcome;
        this.name = 'SetupError';
        this.outputTail = tail;
    }
}
/** A `setup` command (install, build) run to completion as a process group, without the caller's credentials. */
async function runSetup(command, cwd, env, timeoutMs) {
    const setup = new started_command/* StartedCommand */.t(command, (0,credentials/* withoutCredentials */.ri)(env), cwd);
    try {
        if (!(await setup.waitForExit(timeoutMs)))
            throw new SetupError(command, `timed out after ${(0,duration/* formatDuration */.a3)(timeoutMs)}`, setup.output.tail());
        if (!setup.succeeded)
            throw new SetupError(command, setup.describeExit(), setup.output.tail());
    }
    finally {
        await setup.stop();
    }
}

// EXTERNAL MODULE: ./src/neighbours/bundled.ts
var bundled = __webpack_require__(4160);
// EXTERNAL MODULE: ./src/lock/index.ts + 1 modules
var lock = __webpack_require__(9336);
// EXTERNAL MODULE: ./src/init/detect.ts
var detect = __webpack_require__(4747);
// EXTERNAL MODULE: ./src/init/package-manager.ts
var package_manager = __webpack_require__(4672);
// EXTERNAL MODULE: ./src/manifest/load.ts + 4 modules
var load = __webpack_require__(3697);
// EXTERNAL MODULE: ./src/pipeline.ts + 1 modules
var pipeline = __webpack_require__(2696);
// EXTERNAL MODULE: ./src/util/progress.ts
var util_progress = __webpack_require__(5365);
// EXTERNAL MODULE: ./src/engines/registry.ts + 31 modules
var registry = __webpack_require__(501);
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

// EXTERNAL MODULE: ./node_modules/fastest-levenshtein/mod.js
var mod = __webpack_require__(1916);
// EXTERNAL MODULE: ./src/evaluate/resolve.ts
var resolve = __webpack_require__(1923);
// EXTERNAL MODULE: ./src/manifest/errors.ts
var manifest_errors = __webpack_require__(1738);
;// CONCATENATED MODULE: ./src/baseline/renames.ts
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
    return longest === 0 ? 1 : 1 - (0,mod/* distance */.Io)(x, y) / longest;
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
    const key = (t) => `${t.rawServer}\u0000${(0,canonical_json/* canonicalJson */.d)(t.inputSchema ?? {})}`;
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
        const old = ref && (0,resolve/* resolveToolRef */.e)(ref.ref, base);
        const to = old && 'tool' in old ? renamedTo.get(old.tool.id) : undefined;
        if (!ref || !to)
            return issue;
        const now = sameForm(ref.ref, to);
        return { ...issue, message: `\`${ref.ref}\` was renamed to \`${now}\` in this change (same input schema, near-identical description): name \`${now}\`` };
    });
    return new manifest_errors/* ManifestError */.Sh(issues);
}

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
var src_wording = __webpack_require__(4030);
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
    const pairs = findRenames(removed, added);
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
    const count = (c) => rows.filter((r) => r.change === c).length + wording.filter((w) => w.change === c).length;
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
        ...costChangesOf(input.base.evaluation, input.head.evaluation, input.costThreshold),
        regressions: count('regression'),
        shifts: count('shift'),
        improvements: count('improvement'),
        missing: count('missing')
    };
}

// EXTERNAL MODULE: ./src/evaluate/evaluate.ts + 1 modules
var evaluate = __webpack_require__(1765);
// EXTERNAL MODULE: ./src/manifest/per-engine.ts
var per_engine = __webpack_require__(6009);
;// CONCATENATED MODULE: ./src/baseline/expectations.ts






const engineOf = (id) => (0,registry/* resolveEngine */.F0)(id);
/** The engine ids a query runs with, resolved, in order. */
function enginesOf(manifest, q, override) {
    return (override ?? q.engines ?? manifest.engines).map(engineOf);
}
function cutOf(manifest, engine) {
    return (0,per_engine/* forEngine */.w)(manifest.maxResults, engine) ?? engine.defaultMaxResults;
}
/**
 * One edit per engine whose value differs, merged into one edit without an engine when every
 * compared engine changed alike.
 */
function perEngineEdits(field, engines, edit) {
    const each = engines.map((e) => ({ engine: e.id, edit: edit(e) }));
    const changed = each.filter((x) => x.edit !== undefined);
    if (changed.length === 0)
        return [];
    const same = changed.length === each.length && changed.every((x) => JSON.stringify(x.edit) === JSON.stringify(changed[0].edit));
    if (same)
        return [{ field, ...changed[0].edit }];
    return changed.map((x) => ({ field, engine: x.engine, ...x.edit }));
}
/** The tool a reference names in a catalog, or undefined. */
function toolOf(ref, catalog) {
    const r = (0,resolve/* resolveToolRef */.e)(ref, catalog);
    return 'tool' in r ? r.tool : undefined;
}
function refEdits(field, base, head, catalogs) {
    const headRefs = new Set(head.map((r) => r.ref));
    const baseRefs = new Set(base.map((r) => r.ref));
    const gone = base.filter((r) => !headRefs.has(r.ref));
    const come = head.filter((r) => !baseRefs.has(r.ref));
    // A reference that follows its tool's rename is neither: it checks the same tool.
    const follows = new Map();
    for (const r of gone) {
        const before = toolOf(r.ref, catalogs.base);
        const now = before && catalogs.renamed.get(before.id);
        const match = now && come.find((h) => !follows.has(h) && toolOf(h.ref, catalogs.head)?.id === now.id);
        if (match)
            follows.set(match, r);
    }
    const followed = new Set(follows.values());
    // An expected tool no longer checked relaxes; a forbidden one no longer checked too. In
    // `expect_any` one alternative more asks less, one fewer asks more, unless the list itself
    // is new (asks more) or gone (asks less).
    const anyOf = field === 'expect_any';
    const removalRelaxes = !anyOf || head.length === 0;
    const additionRelaxes = anyOf && base.length > 0;
    return [
        ...[...follows].map(([h, b]) => ({ field, change: 'renamed', relaxes: false, before: b.ref, after: h.ref })),
        ...gone.filter((r) => !followed.has(r)).map((r) => ({ field, change: 'removed', relaxes: removalRelaxes, before: r.ref })),
        ...come.filter((r) => !follows.has(r)).map((r) => ({ field, change: 'added', relaxes: additionRelaxes, after: r.ref }))
    ];
}
function markEdit(base, head, e) {
    const before = (0,per_engine/* forEngine */.w)(base, e);
    const after = (0,per_engine/* forEngine */.w)(head, e);
    if (before === after)
        return undefined;
    if (before === undefined)
        return { change: 'added', relaxes: true, after };
    if (after === undefined)
        return { change: 'removed', relaxes: false, before };
    return { change: 'changed', relaxes: false, before, after };
}
/** The engines dropped (a relaxation) and added, the manifest's or a query's own. */
function engineEdits(baseEngines, headEngines) {
    const headIds = new Set(headEngines.map((e) => e.id));
    const baseIds = new Set(baseEngines.map((e) => e.id));
    return [
        ...baseEngines.filter((e) => !headIds.has(e.id)).map((e) => ({ field: 'engines', change: 'removed', relaxes: true, before: e.id })),
        ...headEngines.filter((e) => !baseIds.has(e.id)).map((e) => ({ field: 'engines', change: 'added', relaxes: false, after: e.id }))
    ];
}
function queryEdits(base, head, b, h, catalogs, override) {
    const baseEngines = enginesOf(base, b, override);
    const headEngines = enginesOf(head, h, override);
    const headIds = new Set(headEngines.map((e) => e.id));
    const both = baseEngines.filter((e) => headIds.has(e.id));
    const edits = [
        ...refEdits('expect', b.expect, h.expect, catalogs),
        ...refEdits('expect_any', b.expectAny, h.expectAny, catalogs),
        ...refEdits('forbid', b.forbid, h.forbid, catalogs)
    ];
    // A query's own `engines` (the manifest's are compared once, manifest-wide).
    if (!override && (b.engines !== undefined || h.engines !== undefined))
        edits.push(...engineEdits(baseEngines, headEngines));
    edits.push(...perEngineEdits('rank', both, (e) => {
        const before = (0,per_engine/* forEngine */.w)(b.rank, e);
        const after = (0,per_engine/* forEngine */.w)(h.rank, e);
        if (before === after)
            return undefined;
        // No `rank` is the cut: compare what each side asks for.
        const relaxes = (after ?? cutOf(head, e)) > (before ?? cutOf(base, e));
        return { change: before === undefined ? 'added' : after === undefined ? 'removed' : relaxes ? 'relaxed' : 'tightened', relaxes, ...(before !== undefined ? { before: String(before) } : {}), ...(after !== undefined ? { after: String(after) } : {}) };
    }), ...perEngineEdits('known_failure', both, (e) => markEdit(b.knownFailure, h.knownFailure, e)));
    return edits;
}
/** The manifest-wide edits: engines and `max_results`. */
function manifestEdits(base, head, override) {
    const baseEngines = (override ?? base.engines).map(engineOf);
    const headEngines = (override ?? head.engines).map(engineOf);
    const edits = override ? [] : engineEdits(baseEngines, headEngines);
    edits.push(...perEngineEdits('max_results', headEngines.filter((e) => baseEngines.some((x) => x.id === e.id)), (e) => {
        const before = cutOf(base, e);
        const after = cutOf(head, e);
        if (before === after)
            return undefined;
        return { change: after > before ? 'relaxed' : 'tightened', relaxes: after > before, before: String(before), after: String(after) };
    }));
    return edits;
}
/** The base commit's expectations of `b` on this PR's catalog, without its mark: what a relaxation no longer checks. */
function hiddenBy(input, b, baseQuery, catalogs, prepared) {
    // A tool renamed since is ranked under its new name, and reported under the name the base wrote.
    const written = new Map();
    const follow = (refs) => refs.map((r) => {
        const before = toolOf(r.ref, catalogs.base);
        const now = before && !toolOf(r.ref, catalogs.head) ? catalogs.renamed.get(before.id) : undefined;
        if (!now)
            return r;
        written.set(now.id, r.ref);
        return { ...r, ref: now.id };
    });
    // The base's ranks only: its wording shares are judged in the diff, on the PR's wordings.
    const spec = { ...b, expect: follow(b.expect), expectAny: follow(b.expectAny), forbid: follow(b.forbid), knownFailure: undefined, wording: false };
    let evaluation;
    try {
        evaluation = (0,evaluate/* evaluate */._3)({ ...input.base, queries: [spec] }, input.headCatalog, { engines: input.engines, advice: false, prepared, ...(input.judge ? { judge: input.judge } : {}) });
    }
    catch (err) {
        if (err instanceof manifest_errors/* ManifestError */.Sh)
            return err.issues.map((i) => i.message).join('; ');
        throw err;
    }
    return Object.values(evaluation.queries[0].engines).flatMap((r) => r.expectations.map((e) => {
        const ref = written.get(e.ref) ?? e.ref;
        const before = baseQuery?.engines[r.engine]?.expectations.find((x) => x.kind === e.kind && x.ref === ref);
        return { engine: r.engine, kind: e.kind, ref, ...(written.has(e.ref) ? { renamedTo: e.tool } : {}), baseRank: before?.rank ?? null, rank: e.rank, within: e.within, maxResults: r.maxResults, pass: e.pass };
    }));
}
/** Every change of the manifest's expectations, manifest-wide edits first, then per query in the base's order. */
function diffExpectations(input) {
    const { base, head } = input;
    const changes = [];
    const wide = manifestEdits(base, head, input.engines);
    if (wide.length)
        changes.push({ query: null, line: 1, side: 'head', edits: wide, relaxes: wide.some((e) => e.relaxes), hidden: [] });
    const heads = keyedBy(head.queries, (q) => q.query);
    const baseResults = keyedBy(input.baseEvaluation.queries, (q) => q.query);
    const prepared = new Map();
    const headById = new Map(input.headCatalog.tools.map((t) => [t.id, t]));
    const renamed = new Map((input.catalogChanges ?? diffCatalogs(input.baseCatalog, input.headCatalog)).renamed.map((r) => [r.from, headById.get(r.to)]));
    const catalogs = { base: input.baseCatalog, head: input.headCatalog, renamed };
    for (const [key, b] of keyedBy(base.queries, (q) => q.query)) {
        const h = heads.get(key);
        const edits = h ? queryEdits(base, head, b, h, catalogs, input.engines) : [{ field: 'query', change: 'removed', relaxes: true }];
        if (edits.length === 0)
            continue;
        const relaxes = edits.some((e) => e.relaxes);
        const hidden = relaxes ? hiddenBy(input, b, baseResults.get(key), catalogs, prepared) : [];
        changes.push({
            query: b.query,
            line: h ? h.line : b.line,
            side: h ? 'head' : 'base',
            edits,
            relaxes,
            ...(typeof hidden === 'string' ? { hidden: [], unrankable: hidden } : { hidden })
        });
    }
    return changes;
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./src/baseline/git.ts




/** A git command failed; `stderr` holds git's own words. */
class GitError extends Error {
    args;
    stderr;
    constructor(args, stderr) {
        super(`git ${args.join(' ')}: ${stderr.trim().split('\n').pop() ?? 'failed'}`);
        this.args = args;
        this.stderr = stderr;
        this.name = 'GitError';
    }
}
function git(args, cwd) {
    return new Promise((resolve, reject) => {
        (0,external_node_child_process_.execFile)('git', [...args], { cwd, maxBuffer: 256 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } }, (error, stdout, stderr) => {
            if (error)
                reject(new GitError(args, stderr || error.message));
            else
                resolve(stdout);
        });
    });
}
async function repoRoot(cwd) {
    return (await git(['rev-parse', '--show-toplevel'], cwd)).trim();
}
async function hasCommit(sha, cwd) {
    try {
        await git(['cat-file', '-e', `${sha}^{commit}`], cwd);
        return true;
    }
    catch {
        return false;
    }
}
/** The base ref names no commit here, and fetching it from `origin` failed too; `gitMessage` is git's own. */
class BaseCommitError extends Error {
    ref;
    gitMessage;
    constructor(ref, gitMessage) {
        super(`${ref} is not a commit in this checkout, and \`git fetch origin ${ref}\` failed: ${gitMessage}`);
        this.ref = ref;
        this.gitMessage = gitMessage;
        this.name = 'BaseCommitError';
    }
}
/** Git's own first complaint (`fatal: …`), else its last line: what it says after it is advice. */
function gitSays(err) {
    const lines = (err instanceof GitError ? err.stderr : String(err)).split('\n').map((l) => l.trim()).filter(Boolean);
    return lines.find((l) => /^(fatal|error):/.test(l)) ?? lines.pop() ?? 'failed';
}
/**
 * Resolves a ref or sha to a commit that is present locally. A shallow checkout (the
 * default of actions/checkout) lacks the base commit: fetch just that commit.
 */
async function ensureCommit(ref, cwd) {
    if (!(await hasCommit(ref, cwd))) {
        const shallow = (await git(['rev-parse', '--is-shallow-repository'], cwd)).trim() === 'true';
        try {
            await git(['fetch', '--no-tags', '--quiet', ...(shallow ? ['--depth=1'] : []), 'origin', ref], cwd);
        }
        catch (err) {
            throw new BaseCommitError(ref, gitSays(err));
        }
    }
    try {
        return (await git(['rev-parse', '--verify', `${ref}^{commit}`], cwd)).trim();
    }
    catch (err) {
        // Fetched, yet no commit: a tag of a tree, say.
        throw new BaseCommitError(ref, gitSays(err));
    }
}
/**
 * What this checkout has that a worktree of a commit lacks: the files and folders git ignores
 * (node_modules, build output), at most `limit` of them. Empty when git cannot say.
 */
async function ignoredEntries(cwd, limit = 5) {
    try {
        const out = await git(['ls-files', '--others', '--ignored', '--exclude-standard', '--directory', '--no-empty-directory'], cwd);
        return out.split('\n').filter(Boolean).slice(0, limit);
    }
    catch {
        return [];
    }
}
/** A file's text at a commit, or undefined when the commit has no such file. */
async function showFile(sha, path, cwd) {
    try {
        await git(['cat-file', '-e', `${sha}:${path}`], cwd);
    }
    catch {
        return undefined;
    }
    return git(['show', `${sha}:${path}`], cwd);
}
/** Runs `fn` in a detached worktree of `sha` in a temporary folder, removed on every path. */
async function withWorktree(sha, cwd, fn) {
    const parent = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'mcp-tool-rank-base-'));
    const dir = (0,external_node_path_.join)(parent, 'base');
    try {
        await git(['worktree', 'add', '--detach', '--quiet', dir, sha], cwd);
        return await fn(dir);
    }
    finally {
        await git(['worktree', 'remove', '--force', dir], cwd).catch(() => undefined);
        await (0,promises_.rm)(parent, { recursive: true, force: true });
        await git(['worktree', 'prune'], cwd).catch(() => undefined);
    }
}

;// CONCATENATED MODULE: ./src/baseline/obtain.ts

















const BASELINE_MODES = ['auto', 'lock', 'worktree', 'none'];
const SETUP_TIMEOUT_MS = 15 * 60_000;
function none(reason, warning, baseSha, details = []) {
    return { source: 'none', reason, warning, ...(baseSha ? { baseSha } : {}), ...(details.length ? { details } : {}) };
}
/** One line for a reason: the errors' own messages (one line per manifest issue or server) joined. */
function describe(err) {
    return (err instanceof Error ? err.message : String(err)).split('\n').join('; ');
}
/** Listings for the base manifest from the base commit's lock file (and its stored catalogs). */
async function listingsFromLock(manifest, sha, root, workRel) {
    const lockText = await showFile(sha, manifest.lockFile, root);
    if (lockText === undefined)
        return `the base commit has no ${manifest.lockFile}`;
    const locked = new Map((0,lock/* lockToListings */.MM)((0,lock/* parseLock */.PG)(lockText, manifest.lockFile)).map((l) => [l.name, l]));
    const listings = [];
    for (const server of manifest.servers) {
        const fromLock = locked.get(server.name);
        if (fromLock) {
            listings.push(fromLock);
            continue;
        }
        if (server.kind !== 'catalog')
            return `the base lock file has no server \`${server.name}\``;
        const { file, entry } = (0,catalog_ref/* splitCatalogRef */.Z)(server.catalog);
        const path = (0,external_node_path_.join)(workRel, file);
        const text = await showFile(sha, path, root);
        if (text === undefined)
            return `the base commit has no catalog file ${path}`;
        listings.push((0,catalog_file/* parseCatalogFile */.lQ)(server.name, path, text, entry));
    }
    return listings;
}
/**
 * The base commit's catalog: from its lock file when it has one (no server started), else
 * collected from its servers in a worktree of it. Any failure is a NoBaseline with the reason.
 */
async function obtainBaseCatalog(options) {
    if (options.mode === 'none')
        return none('baseline: none', false);
    const progress = options.progress ?? util_progress/* SILENT */.q;
    let root;
    let sha;
    try {
        root = await repoRoot(options.workDir);
        sha = await ensureCommit(options.base, root);
    }
    catch (err) {
        if (err instanceof BaseCommitError) {
            const ref = /^[0-9a-f]{40}$/.test(err.ref) ? err.ref.slice(0, 7) : err.ref;
            return none(`the base commit ${ref} is not in this checkout and git could not fetch it (${err.gitMessage}); check out with \`fetch-depth: 0\`, or commit a lock file`, true);
        }
        return none(`cannot read the base commit: ${describe(err)}`, true);
    }
    const configAbs = (0,external_node_path_.isAbsolute)(options.config) ? options.config : (0,external_node_path_.resolve)(options.workDir, options.config);
    const manifestRel = (0,external_node_path_.relative)(root, configAbs);
    const workRel = (0,external_node_path_.relative)(root, (0,external_node_path_.resolve)(options.workDir));
    const text = await showFile(sha, manifestRel, root);
    if (text === undefined)
        return none(`the base commit ${sha.slice(0, 7)} has no ${manifestRel}`, false, sha);
    let manifest;
    try {
        manifest = (0,load/* parseManifest */.Ng)(text, manifestRel);
    }
    catch (err) {
        return none(`the base manifest is invalid: ${describe(err)}`, true, sha);
    }
    if (options.mode === 'auto' || options.mode === 'lock') {
        try {
            const listings = await listingsFromLock(manifest, sha, root, workRel);
            if (typeof listings !== 'string') {
                const catalog = (0,build/* buildCatalog */.oY)([...listings, ...(await (0,bundled/* loadNeighbours */.BY)(manifest.neighbours.map((n) => n.name)))]);
                progress.note(`base ${sha.slice(0, 7)}: ranked from ${manifest.lockFile}, no server started`);
                return { sha, manifest, catalog, source: 'lock', cost: { serversStarted: 0 } };
            }
            if (options.mode === 'lock')
                return none(`baseline: lock requested, but ${listings}`, true, sha);
            progress.note(`base ${sha.slice(0, 7)}: ${listings}; collecting from a worktree`);
        }
        catch (err) {
            return none(`the base lock file cannot be used: ${describe(err)}`, true, sha);
        }
    }
    try {
        return await withWorktree(sha, root, async (dir) => {
            const baseWork = (0,external_node_path_.join)(dir, workRel);
            let setupMs;
            if (options.setup) {
                const t0 = performance.now();
                const setup = options.setup;
                await progress.step(`Running setup \`${setup}\` in the worktree`, () => runSetup(setup, baseWork, options.callerEnv, options.setupTimeoutMs ?? SETUP_TIMEOUT_MS));
                setupMs = Math.round(performance.now() - t0);
            }
            const { manifest: m, catalog } = await (0,pipeline/* loadAndCollect */.A7)({ config: (0,external_node_path_.join)(dir, manifestRel), baseDir: baseWork, callerEnv: options.callerEnv, progress });
            return { sha, manifest: m, catalog, source: 'worktree', cost: { serversStarted: m.servers.filter((s) => s.kind !== 'catalog').length, ...(setupMs !== undefined ? { setupMs } : {}) } };
        });
    }
    catch (err) {
        return baseSideFailed(err, sha, options);
    }
}
/**
 * The base side of the review: the base commit's manifest ranked over the base commit's
 * catalog (obtainBaseCatalog), and the diff against the head. Any failure here is a warning;
 * the head verdict stands.
 */
async function obtainBaseline(options, head) {
    const started = performance.now();
    const base = await obtainBaseCatalog(options);
    if ('reason' in base)
        return base;
    const judge = options.judge ? { judge: options.judge } : {};
    const evaluation = await (0,pipeline/* rank */.Tm)(base.manifest, base.catalog, { engines: options.engines, ...judge, progress: options.progress ?? util_progress/* SILENT */.q });
    // Both diffs follow the renames: the catalogs are compared once.
    const catalogChanges = diffCatalogs(base.catalog, head.catalog);
    const expectations = head.manifest
        ? diffExpectations({ base: base.manifest, head: head.manifest, baseEvaluation: evaluation, baseCatalog: base.catalog, headCatalog: head.catalog, engines: options.engines, ...judge, catalogChanges })
        : undefined;
    const result = diffEvaluations({
        source: base.source,
        baseSha: base.sha,
        cost: { ...base.cost, totalMs: Math.round(performance.now() - started) },
        base: { evaluation, catalog: base.catalog },
        head,
        ...(head.manifest?.costChange !== undefined ? { costThreshold: head.manifest.costChange } : {}),
        catalogChanges
    });
    return expectations ? { ...result, expectations } : result;
}
/**
 * Why the base side failed, as a head failure would say it: a server's one-line cause and its
 * stderr tail, a setup's exit and last lines; for a server that would not start without a
 * `setup`, what the worktree lacks that this checkout has.
 */
async function baseSideFailed(err, sha, options) {
    if (err instanceof SetupError)
        return none(`the base side failed: ${err.message}`, true, sha, err.outputTail.map((l) => `  ${l}`));
    const servers = err instanceof collect/* CollectErrors */.Cp ? err.errors : err instanceof errors/* CollectError */.h ? [err] : undefined;
    if (!servers)
        return none(`the base side failed: ${describe(err)}`, true, sha);
    const details = servers.flatMap((e) => (e.stderrTail.length ? [`server \`${e.server}\`: last ${e.stderrTail.length} line(s) of its stderr:`, ...e.stderrTail.map((l) => `  ${l}`)] : []));
    const missing = options.setup ? [] : await ignoredEntries(options.workDir);
    // The example is the repository's own install and build, as init writes it.
    const example = missing.length ? ((0,package_manager/* setupCommand */.R3)(await (0,detect/* repositoryToolchain */.U5)(options.workDir)) ?? 'npm ci && npm run build') : '';
    const hint = missing.length
        ? `; the worktree of the base commit has only what git tracks, not ${missing.join(', ')}: pass \`setup\` (the action) or \`--setup\` (the CLI) to install and build it, e.g. "${example}"`
        : '';
    return none(`the base side failed: ${servers.map((e) => e.message).join('; ')}${hint}`, true, sha, details);
}

// EXTERNAL MODULE: ./src/engines/claude-code/versions.ts
var versions = __webpack_require__(6179);
;// CONCATENATED MODULE: ./src/engines/releases.ts
/**
 * The clients whose releases the engines follow on npm: for each, the newest version its
 * engines were checked against and when. A newer release may rank differently; the version
 * check (src/check/client-versions.ts) compares these with what the registry says.
 */

const CLIENT_RELEASES = [
    { family: 'claude-code', client: 'Claude Code', npmPackage: '@anthropic-ai/claude-code', newestVerified: (0,versions/* formatVersion */.qh)(versions/* NEWEST_VERIFIED */.ae), checkedOn: versions/* VERIFIED_ON */.Li },
    // The engine reproduces codex-rs's tool_search as published up to this release, the newest when it was read.
    { family: 'codex', client: 'Codex CLI', npmPackage: '@openai/codex', newestVerified: '0.171.0', checkedOn: '2026-11-30' }
];
/** Whether `version` (as a registry gives it) is a plain `x.y.z` newer than the newest checked; false for anything else. */
function isNewerThanVerified(release, version) {
    const newer = (0,versions/* parseVersion */.ot)(version);
    return newer !== undefined && (0,versions/* compareVersions */.Zy)(newer, (0,versions/* parseVersion */.ot)(release.newestVerified)) > 0;
}

// EXTERNAL MODULE: ./src/version.ts
var src_version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/check/client-versions.ts
/**
 * Whether the clients have moved past what this release reproduces: the newest published
 * version of each client's npm package (its `latest` tag), asked of the npm registry with a
 * short timeout. Offline, slow or failing, it finds nothing and says nothing: it never
 * changes a verdict. The action runs it by default (`check-client-versions`), the CLI's
 * `check` with `--check-client-versions`.
 */


const DEFAULT_REGISTRY = 'https://registry.npmjs.org/';
/** How long both requests together may take before the check gives up, silently. */
const REGISTRY_TIMEOUT_MS = 3000;
/** The registry npm itself would ask: `npm_config_registry` (any case), else the public one. */
function registryFromEnv(env) {
    return env.npm_config_registry || env.NPM_CONFIG_REGISTRY || DEFAULT_REGISTRY;
}
/** The `latest` tag of one package (the small dist-tags document, not the whole packument); undefined on any failure. */
async function latestTag(registry, npmPackage, signal) {
    try {
        const url = new URL(`-/package/${npmPackage.replace('/', '%2f')}/dist-tags`, registry.endsWith('/') ? registry : `${registry}/`);
        const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
        if (!response.ok) {
            await response.body?.cancel();
            return undefined;
        }
        const tags = (await response.json());
        return typeof tags?.latest === 'string' ? tags.latest : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * The clients whose newest published version is newer than the one this release was checked
 * against: one request per client, in parallel, all within `timeoutMs`. Never throws.
 */
async function newerClientReleases(registry, timeoutMs = REGISTRY_TIMEOUT_MS) {
    const signal = AbortSignal.timeout(timeoutMs);
    const latest = await Promise.all(CLIENT_RELEASES.map((r) => latestTag(registry, r.npmPackage, signal)));
    return CLIENT_RELEASES.flatMap((release, i) => {
        const version = latest[i];
        return version !== undefined && isNewerThanVerified(release, version) ? [{ release, version }] : [];
    });
}
/**
 * What the reports say of the newer releases of the clients a check ranked with (the families
 * of `engines`). The versions are plain x.y.z numbers: safe as markdown and in a terminal.
 */
function newerReleaseNotices(newer, engines) {
    const used = new Set(engines.map((e) => e.family));
    return newer
        .filter(({ release }) => used.has(release.family))
        .map(({ release, version }) => `${release.client} ${version} is out; mcp-tool-rank ${src_version/* VERSION */.x} was checked against ${release.client} up to ${release.newestVerified} (${release.checkedOn}), so its rankings may not match ${version}. A newer mcp-tool-rank may reproduce it.`);
}
/**
 * Starts the check now (when `on`), so that it runs alongside the ranking; the function it
 * returns waits for it and gives the notices for the engines a check ranked with (none when off).
 */
function startClientVersionCheck(on, env) {
    const newer = on ? newerClientReleases(registryFromEnv(env)) : Promise.resolve([]);
    return async (engines) => newerReleaseNotices(await newer, engines);
}

// EXTERNAL MODULE: ./src/util/plural.ts
var plural = __webpack_require__(1976);
;// CONCATENATED MODULE: ./src/gate/verdict.ts


const FAIL_ON = ['missing', 'regression', 'shift', 'lint-error'];
const DEFAULT_FAIL_ON = ['missing', 'regression'];
/**
 * Every expectation judged: against the base commit when there is a base diff, else by its
 * expectation alone (each failure is then `missing`).
 */
function judgements(evaluation, baseline) {
    if (baseline && baseline.source !== 'none') {
        return [
            ...baseline.rows.map((r) => ({ query: r.query, engine: r.engine, kind: r.kind, ref: r.ref, baseRank: r.baseRank, headRank: r.headRank, compared: r.basePass !== null, change: r.change })),
            ...(baseline.wording ?? []).map((w) => ({
                query: w.query,
                engine: w.engine,
                kind: 'expect',
                ref: w.ref,
                baseRank: null,
                headRank: null,
                compared: w.basePass !== null,
                change: w.change,
                wording: { min: w.min, base: w.base, head: w.head }
            }))
        ];
    }
    return evaluation.queries.flatMap((q) => Object.values(q.engines).flatMap((r) => r.expectations.flatMap((e) => {
        const judged = { query: q.query, engine: r.engine, kind: e.kind, ref: e.ref, baseRank: null, headRank: e.rank, compared: false };
        const marked = r.knownFailure !== undefined;
        const wording = e.wording;
        return [
            { ...judged, change: classify(null, e.pass, marked, false) },
            ...(wording?.min !== undefined ? [{ ...judged, change: classify(null, wording.pass, marked, false), wording: { min: wording.min, base: null, head: wording } }] : [])
        ];
    })));
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
    const all = judgements(input.evaluation, input.baseline);
    const of = (c) => all.filter((j) => j.change === c);
    const regressions = of('regression');
    if (regressions.length > 0 && input.acceptLabel) {
        warnings.push(`${(0,plural/* plural */.L)(regressions.length, 'regression')} accepted by the label \`${input.acceptLabel}\`: ${listed(regressions)}`);
    }
    else if (failOn.includes('regression') && regressions.length > 0) {
        reasons.push(`${(0,plural/* plural */.L)(regressions.length, 'regression')}: ${listed(regressions)}`);
    }
    const missing = of('missing');
    if (failOn.includes('missing') && missing.length > 0)
        reasons.push(`${missing.length} missing: ${listed(missing)}`);
    const shifts = of('shift');
    if (failOn.includes('shift') && shifts.length > 0)
        reasons.push(`${(0,plural/* plural */.L)(shifts.length, 'shift')}: ${listed(shifts)}`);
    const lintErrors = (input.findings ?? []).filter((f) => f.severity === 'error').length;
    if (failOn.includes('lint-error') && lintErrors > 0)
        reasons.push((0,plural/* plural */.L)(lintErrors, 'error-level finding'));
    return {
        failed: reasons.length > 0,
        reasons,
        warnings,
        ...(regressions.length > 0 && input.acceptLabel ? { acceptedBy: input.acceptLabel } : {}),
        tally: tallyOf(all)
    };
}

// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/report/sarif.ts
var sarif = __webpack_require__(643);
;// CONCATENATED MODULE: ./src/check/run-check.ts
/**
 * One check, as the CLI's `check` and the action both run it: the pipeline (collect, rank,
 * lint, lock), the base side, the JSON report, the SARIF log and the verdict. The callers add
 * only their own input and output: the terminal, or GitHub's summary, comment and outputs.
 */









async function runCheck(options) {
    const progress = options.progress ?? util_progress/* SILENT */.q;
    const judge = options.judge ? { judge: options.judge } : {};
    const base = options.base && options.base.mode !== 'none' ? options.base : undefined;
    const baseOptions = (b) => ({ mode: b.mode, base: b.ref, config: options.config, workDir: options.baseDir, setup: b.setup, callerEnv: options.callerEnv, engines: options.engines, ...judge, progress });
    const baseLabel = (b) => `Base commit ${/^[0-9a-f]{40}$/.test(b.ref) ? b.ref.slice(0, 7) : b.ref}`;
    let result;
    try {
        result = await (0,pipeline/* runPipeline */.aI)({ config: options.config, baseDir: options.baseDir, callerEnv: options.callerEnv, engines: options.engines, ...judge, fullRankings: options.fullRankings, toolTable: true, progress });
    }
    catch (err) {
        // A reference to a tool this change renamed: the base commit's catalog says so.
        if (!(err instanceof resolve/* UnresolvedToolsError */.r) || !base)
            throw err;
        const before = await progress.step(baseLabel(base), () => obtainBaseCatalog(baseOptions(base)));
        throw 'reason' in before ? err : explainRenames(err, before.catalog);
    }
    let baseline;
    if (base)
        baseline = await progress.step(baseLabel(base), () => obtainBaseline(baseOptions(base), result));
    const { findings } = result;
    const outcome = verdict({ evaluation: result.evaluation, baseline, findings, ...(options.acceptLabel ? { acceptLabel: options.acceptLabel } : {}) }, options.failOn);
    return {
        result,
        ...(baseline ? { baseline } : {}),
        report: (0,json/* jsonReport */.L7)(result.evaluation, result.listings, options.manifest, { baseline, findings, toolTable: result.toolTable, verdict: { ...outcome, failOn: options.failOn } }),
        sarif: (0,sarif/* sarifReport */._)(findings, { manifestFile: options.sarifManifest ?? options.manifest, version: src_version/* VERSION */.x, levels: result.manifest.lintRules }),
        verdict: outcome
    };
}
/** What the markdown renderers take, from a run (or a report read back) and where it links to. */
function renderInput(run, context) {
    return {
        evaluation: run.evaluation,
        ...(run.baseline ? { baseline: run.baseline } : {}),
        ...(run.findings?.length ? { findings: run.findings } : {}),
        ...(run.acceptedBy !== undefined ? { acceptedBy: run.acceptedBy } : {}),
        ...(run.tally ? { tally: run.tally } : {}),
        context: { ...context, version: src_version/* VERSION */.x }
    };
}

// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/exit-codes.ts
var exit_codes = __webpack_require__(1084);
;// CONCATENATED MODULE: ./src/gate/fail-on.ts

/** The view words of `fail-on`: judge expectations on the user's own servers alone, or with the manifest's neighbours connected too. */
const VIEWS = ['alone', 'with-neighbours'];
const isView = (item) => VIEWS.includes(item);
/**
 * A `fail-on` value as the CLI's `--fail-on` and the action's input give it, such as
 * `missing,regression,alone` (items split by commas or lines). Unset or blank is the default
 * (missing, regression) on both; `none` turns the gate off, and a view word with no class
 * (`alone`) judges the default classes in that view: a required check must not go quiet because
 * only the view was named. A bad value throws a message that reads after the option's name:
 * "takes a comma list of …".
 */
function failOnChoice(text) {
    const items = (text ?? '')
        .split(/[,\n]/)
        .map((s) => s.trim())
        .filter(Boolean);
    const views = items.filter(isView);
    if (views.length > 1)
        throw new Error(`takes one view, \`alone\` or \`with-neighbours\`; got ${views.map((v) => `\`${v}\``).join(' and ')}`);
    const judge = views.length ? { judge: views[0] } : {};
    const classes = items.filter((i) => !isView(i));
    if (classes.length === 0)
        return { failOn: [...DEFAULT_FAIL_ON], ...judge };
    if (classes.length === 1 && classes[0] === 'none')
        return { failOn: [], ...judge };
    const bad = classes.filter((i) => !FAIL_ON.includes(i));
    if (bad.length)
        throw new Error(`takes a comma list of ${FAIL_ON.join(', ')} or none, and with neighbours alone or with-neighbours; unknown value ${bad.map((b) => `\`${b}\``).join(', ')}`);
    return { failOn: classes, ...judge };
}

// EXTERNAL MODULE: ./src/report/diff-text.ts
var diff_text = __webpack_require__(6919);
// EXTERNAL MODULE: ./src/report/advice-text.ts
var advice_text = __webpack_require__(5978);
;// CONCATENATED MODULE: ./src/report/escape-markdown.ts
/**
 * Escaping of untrusted text (queries, tool names, descriptions, server output: everything a
 * PR can change) for the places the report puts it: GitHub-flavoured markdown and HTML, check
 * annotations, and the job log. Every function first applies `plainText` (control, bidi and
 * zero-width characters removed, length capped).
 */

/**
 * Character references for everything markdown or HTML could read as structure. References
 * mean the same in markdown text, in GFM table cells (no `|` is left to split a row), inside
 * raw HTML blocks and inline HTML, so one escaping fits every context of the report.
 */
const ENTITY = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
    '\\': '&#92;',
    '`': '&#96;',
    '*': '&#42;',
    _: '&#95;',
    '[': '&#91;',
    ']': '&#93;',
    '|': '&#124;',
    '~': '&#126;',
};
const ENTITY_CHARS = /[&<>"'\\`*_[\]|~]/g;
/**
 * GitHub links `@user`, `@org/team`, `#123` and `GH-123` only after a non-word character;
 * a zero-width space after the `@` or `#` (and inside `GH-`) leaves the text readable and
 * links nothing: nobody is notified, no backlink appears on that issue.
 */
const REFERENCE = /(?<![A-Za-z0-9_])(@(?=[A-Za-z0-9])|#(?=\d)|GH(?=-\d))/gi;
/**
 * Plain text for markdown or HTML: no tags, no emphasis, links (autolinks included),
 * tables or headings, no mentions and no issue references. Newlines become spaces; at most `maxLength` characters
 * of the original.
 */
function escapeText(text, maxLength = 300) {
    return escapePlain((0,sanitize_text/* plainText */.w)(text, maxLength));
}
/** `escapeText` of what `plainText` has cleaned already. */
function escapePlain(clean) {
    return (clean
        .replace(REFERENCE, '$1\u200B')
        .replace(ENTITY_CHARS, (c) => ENTITY[c])
        // No autolinks: a PR cannot make the comment show a clickable link of its choosing.
        .replace(/:(?=\/\/)/g, '&#58;')
        .replace(/\b(www)\./gi, '$1&#46;')
        // In case the text begins a line: no indented code, heading, list item or thematic break.
        .replace(/^\s+/, '&#32;')
        .replace(/^#/, '&#35;')
        .replace(/^[-+](?=\s|[-\s]*$)/, (c) => (c === '-' ? '&#45;' : '&#43;'))
        .replace(/^(\d{1,9})([.)])(?=\s|$)/, (_m, n, c) => `${n}${c === '.' ? '&#46;' : '&#41;'}`));
}
/**
 * Inline code (`<code>`) for a query or a tool name: safe in table cells and inside HTML
 * blocks such as `<summary>`, where a markdown code span would not render. An empty string
 * reads `(empty)`.
 */
function code(text, maxLength = 120) {
    const clean = (0,sanitize_text/* plainText */.w)(text, maxLength);
    return clean.trim() === '' ? '<i>(empty)</i>' : `<code>${escapePlain(clean)}</code>`;
}
/** Preformatted lines (a server's stderr): each line escaped, at most `maxLines` (the last ones). */
function preformatted(lines, maxLines = 20, maxLineLength = 300) {
    const shown = lines.slice(-maxLines).map((l) => escapeText(l, maxLineLength));
    const omitted = lines.length - shown.length;
    return `<pre>${omitted > 0 ? `(${omitted} earlier lines not shown)\n` : ''}${shown.join('\n')}</pre>`;
}
/**
 * An annotation's message or title. The runner shows annotations as plain text and
 * `@actions/core` escapes the command syntax (`%`, CR, LF); what remains is to remove what
 * could disguise the text and to cap its length.
 */
function annotationText(text, maxLength = 500) {
    return plainText(text, maxLength);
}
/**
 * A log line with workflow commands defused. The runner runs a line that starts with `::`
 * after leading white space (`::add-mask::`, `::stop-commands::`, …) and, in the legacy
 * syntax, a `##[command]` anywhere in a line; a zero-width space is put inside each.
 */
function defuseCommands(line) {
    return line.replace(/^(\s*):(?=:)/, '$1:\u200B').replace(/#(?=#\[)/g, '#\u200B');
}

// EXTERNAL MODULE: ./src/report/deferral-text.ts
var deferral_text = __webpack_require__(4091);
// EXTERNAL MODULE: ./src/util/well-formed.ts
var well_formed = __webpack_require__(8532);
// EXTERNAL MODULE: ./src/catalog/sanitize.ts
var sanitize = __webpack_require__(2252);
// EXTERNAL MODULE: ./src/report/explain.ts
var explain = __webpack_require__(7389);
// EXTERNAL MODULE: ./src/report/neighbours-text.ts
var neighbours_text = __webpack_require__(8154);
// EXTERNAL MODULE: ./src/report/known-failure.ts
var known_failure = __webpack_require__(2970);
// EXTERNAL MODULE: ./src/report/expectations-text.ts
var expectations_text = __webpack_require__(7535);
;// CONCATENATED MODULE: ./src/report/expectations-markdown.ts


const EXPECTATIONS_TITLE = 'Expectations changed in this PR';
/** `#7`, with a zero-width space so that GitHub does not link it to issue 7. */
function expectations_markdown_rank(n) {
    return n === null ? 'unranked' : `#\u200B${n}`;
}
const f = { code: (s) => code(s, 100), text: (s) => escapeText(s, 200), rank: expectations_markdown_rank };
function queryText(c, manifestUrl) {
    if (c.query === null)
        return '<sub>the manifest</sub>';
    const name = code(c.query, 100);
    if (c.side === 'base')
        return `${name} <sub>removed</sub>`;
    return manifestUrl ? `[${name}](${manifestUrl}#L${c.line})` : name;
}
function hidesText(c) {
    if (c.unrankable)
        return `not ranked now: ${escapeText(c.unrankable, 300)}`;
    return c.hidden.map((h) => (h.pass ? (0,expectations_text/* hiddenText */.C)(h, f) : `**${(0,expectations_text/* hiddenText */.C)(h, f)}**`)).join('<br>');
}
/** The table rows, relaxations first; the header is `expectationsHead`. */
function expectationRows(changes, manifestUrl) {
    const ordered = [...changes.filter((c) => c.relaxes), ...changes.filter((c) => !c.relaxes)];
    return ordered.map((c) => `| ${c.relaxes ? '🔓' : '🔒'} | ${queryText(c, manifestUrl)} | ${c.edits.map((e) => (0,expectations_text/* editText */.i)(e, f)).join('<br>')} | ${hidesText(c)} |`);
}
/** The section's heading and table head: 🔓 a relaxation, 🔒 a tightening. */
function expectationsHead(changes) {
    const relaxed = changes.filter((c) => c.relaxes).length;
    return [
        `#### ${EXPECTATIONS_TITLE}`,
        '',
        `${changes.length} changed against the base commit's manifest${relaxed ? `, ${relaxed} relaxed: each beside what the base's expectation says on this PR's tools` : ''}.`,
        '',
        '|  | query | change | the base\'s expectation now |',
        '| :-: | --- | --- | --- |'
    ];
}

// EXTERNAL MODULE: ./src/report/wording-text.ts
var wording_text = __webpack_require__(3000);
;// CONCATENATED MODULE: ./src/report/markdown.ts
/**
 * The report as GitHub-flavoured markdown: the sticky PR comment and the job summary. Pure:
 * an evaluation and its context in, a string out. Every string that came from the PR goes
 * through escape-markdown.ts; numbers are formatted here.
 */














/**
 * GitHub refuses a comment body over "65,536 characters" (and stores at most 262,144 bytes).
 * Counted in UTF-16 code units, never fewer than code points of at most 4 bytes each, a body
 * within this length keeps both rules.
 */
const COMMENT_MAX_LENGTH = 65_536;
/** GitHub drops a step's whole job summary over 1 MiB, counted in UTF-8 bytes. */
const SUMMARY_MAX_BYTES = 1024 * 1024;
/** `text` cut to at most `max` units (at a whole code point), ending with `…`. */
function cutTo(text, max, unit) {
    if (unit === 'characters')
        return (0,well_formed/* wellFormed */.E)(text.slice(0, max - 2)) + '…\n';
    // encodeInto writes whole code points only; `…` and the newline take 4 bytes.
    const { read } = new TextEncoder().encodeInto(text, new Uint8Array(Math.max(0, max - 4)));
    return text.slice(0, read) + '…\n';
}
/** How a row needs attention (or changed), most urgent first. Rows of other marks are folded. */
const ATTENTION = ['regressed', 'fail', 'rejected', 'accepted', 'fixed', 'fragile', 'shift', 'improved'];
/** Each mark's icon, and the policy's word for it in the legend under the table of rows that need attention. */
const MARKS = {
    regressed: { icon: '🔻', meaning: 'regression' },
    fail: { icon: '❌', meaning: 'missing' },
    rejected: { icon: '❌', meaning: 'rejected by the client' },
    accepted: { icon: '☑️', meaning: 'accepted regression' },
    fixed: { icon: '⚠️', meaning: 'fixed (remove its mark)' },
    fragile: { icon: '⚠️', meaning: 'fragile (a tie at the cut)' },
    shift: { icon: '↕️', meaning: 'shift' },
    improved: { icon: '🔺', meaning: 'improvement' },
    known: { icon: '🔸', meaning: 'known failure' },
    pass: { icon: '✅', meaning: 'pass' },
    info: { icon: '➖', meaning: 'no expectation' }
};
/** `🔻 regression · ↕️ shift`: the marks of these rows, each once, in the policy's words. */
function legend(rows) {
    const marks = [...new Set(rows.map((r) => r.mark))];
    return `<sub>${marks.map((m) => `${MARKS[m].icon} ${MARKS[m].meaning}`).join(' · ')}</sub>`;
}
function cellMark(q, c, accepted) {
    const { result: r, expectation: e, change } = c;
    if (!e)
        return r.error ? 'rejected' : 'info';
    if (change?.change === 'regression')
        return accepted ? 'accepted' : 'regressed';
    if (!e.pass)
        return r.status === 'known-failure' ? 'known' : r.error ? 'rejected' : 'fail';
    if (r.status === 'fixed')
        return 'fixed';
    if (e.kind === 'expect' && (e.fragile || e.neighbours?.orderDependent))
        return 'fragile';
    if (change?.change === 'shift')
        return 'shift';
    if (change?.change === 'improvement')
        return 'improved';
    return 'pass';
}
/** Rows in manifest order: one per expectation, cells in the order of the evaluation's engines. */
function buildRows(evaluation, diff, accepted) {
    const engines = evaluation.engines.map((e) => e.id);
    const changes = new Map((diff?.rows ?? []).map((c) => [`${c.line}\u0000${c.engine}\u0000${c.kind}\u0000${c.ref}`, c]));
    return evaluation.queries.flatMap((q) => {
        const results = engines.map((id) => q.engines[id]);
        const first = results.find((r) => r !== undefined);
        const keys = first?.expectations.map((e) => ({ kind: e.kind, ref: e.ref })) ?? [];
        if (keys.length === 0) {
            const cells = results.map((result) => (result ? { result } : undefined));
            return [{ query: q, cells, mark: worst(cells.map((c) => (c ? cellMark(q, c, accepted) : 'info'))) }];
        }
        return keys.map(({ kind, ref }) => {
            const cells = results.map((result) => {
                if (!result)
                    return undefined;
                const expectation = result.expectations.find((e) => e.kind === kind && e.ref === ref);
                const change = changes.get(`${q.line}\u0000${result.engine}\u0000${kind}\u0000${ref}`);
                return { result, expectation, ...(change ? { change } : {}) };
            });
            return { query: q, ref, kind, cells, mark: worst(cells.map((c) => (c ? cellMark(q, c, accepted) : 'pass'))) };
        });
    });
}
const ORDER = [...ATTENTION, 'known', 'pass', 'info'];
function worst(marks) {
    return marks.reduce((a, b) => (ORDER.indexOf(b) < ORDER.indexOf(a) ? b : a), 'info');
}
/** `#7`, with a zero-width space so that GitHub does not link it to issue 7. */
function markdown_rank(n) {
    return n === null ? 'unranked' : `#\u200B${n}`;
}
/** `mcp__github__create_issue` as `github/create_issue`, in a code span: shorter on a phone. */
function toolLabel(id) {
    return code((0,sanitize/* shortToolName */.Ow)(id), 100);
}
function tieText(r) {
    const tie = r.cutTie;
    if (!tie)
        return 'tie at the cut';
    const tied = tie.inside.length + tie.outside.length + (tie.more ?? 0);
    return `tie at the cut: ${tied} tools score ${(0,explain/* formatScore */.y)(tie.score)} for ${(0,plural/* plural */.L)(tie.inside.length, 'place')}`;
}
/** One engine's cell: the rank (base → head when the base differs) and what is wrong with it. */
function cellText(c, separateBase) {
    if (!c)
        return '';
    const { result: r, expectation: e, change } = c;
    if (!e) {
        if (r.error)
            return `rejected: ${escapeText(r.error, 120)}`;
        const shown = r.results.slice(0, 2).map(toolLabel);
        return shown.length === 0 ? 'nothing found' : `${shown.join(', ')}${r.results.length > 2 ? ` +${r.results.length - 2}` : ''}`;
    }
    if (e.alwaysLoaded)
        return e.kind === 'expect' ? 'always loaded' : '**always loaded** ✗';
    // A shift, improvement or regression shows where it came from: `#2 → #3`.
    const moved = change !== undefined && change.basePass !== null && change.direction !== 'same' ? change : undefined;
    let text;
    if (e.kind === 'forbid') {
        text = e.pass ? (moved ? `${markdown_rank(e.rank)} not shown` : 'not shown') : `**${markdown_rank(e.rank)}** ✗ must not show`;
    }
    else {
        const head = e.pass ? markdown_rank(e.rank) : `**${e.rank === null ? 'not found' : markdown_rank(e.rank)}** ✗`;
        const notes = [];
        if (!e.pass)
            notes.push(e.within === r.maxResults ? `out of top ${r.maxResults}` : `needs ${markdown_rank(e.within)}`);
        else if (e.fragile)
            notes.push(tieText(r));
        text = `${head}${notes.length ? ` ${notes.join(', ')}` : ''}`;
    }
    return moved && !separateBase ? `${markdown_rank(moved.baseRank)} → ${text}` : text;
}
function baseText(c) {
    if (!c?.change)
        return '';
    return c.change.basePass === null ? 'new' : markdown_rank(c.change.baseRank);
}
function toolCell(row) {
    if (!row.ref)
        return '<sub>no expectation</sub>';
    const name = `${row.kind === 'forbid' ? 'not ' : ''}${code(row.ref, 100)}`;
    const notes = (0,known_failure/* knownFailureNotes */.J)(row.query).map((n) => `known failure${n.engine ? ` under ${escapeText(n.engine, 40)}` : ''}: ${escapeText(n.reason, 150)}`);
    const stale = (0,known_failure/* staleMarkNote */.Z)(row.query);
    if (stale)
        notes.push(escapeText(stale, 200));
    return notes.length ? `${name}<br><sub>${notes.join('<br>')}</sub>` : name;
}
function queryCell(q, context) {
    const text = code(q.query, 100);
    return context.manifestUrl ? `[${text}](${context.manifestUrl}#L${q.line})` : text;
}
function engineLabel(id) {
    return code(id, 40);
}
function tableRow(cells) {
    return `| ${cells.join(' | ')} |`;
}
function layoutOf(evaluation, diff) {
    const engines = evaluation.engines.map((e) => e.id);
    if (evaluation.neighbours) {
        const columns = engines.flatMap((id) => neighbours_text/* VIEWS */.Vw.map((v) => (engines.length === 1 ? neighbours_text/* VIEW_LABEL */.tw[v] : `${engineLabel(id)} ${neighbours_text/* VIEW_LABEL */.tw[v]}`)));
        return { separateBase: false, judged: (0,neighbours_text/* judgedView */.tG)(evaluation.neighbours), head: [tableRow(['', 'query', 'tool', ...columns]), tableRow([':-:', '---', '---', ...columns.map(() => '---')])] };
    }
    const separateBase = engines.length === 1 && diff !== undefined;
    const columns = separateBase ? ['base', 'this PR'] : engines.length === 1 ? ['rank'] : engines.map(engineLabel);
    const align = separateBase ? ['--:', '---'] : columns.map(() => '---');
    return { separateBase, head: [tableRow(['', 'query', 'tool', ...columns]), tableRow([':-:', '---', '---', ...align])] };
}
/** One view of a cell with neighbours: the judged one as always, the other by its rank; who crowds it, and ties the connect order keeps. */
function viewText(c, view, judged) {
    const e = c?.expectation;
    if (!c || !e?.neighbours || e.alwaysLoaded)
        return view === judged ? cellText(c, false) : '';
    const s = (0,neighbours_text/* standingIn */.qV)(e, view);
    const text = view === judged ? cellText(c, false) : e.kind === 'forbid' ? (s.pass ? 'not shown' : `${markdown_rank(s.rank)} ✗ must not show`) : s.pass ? markdown_rank(s.rank) : `${s.rank === null ? 'not found' : markdown_rank(s.rank)} ✗`;
    if (view !== 'withNeighbours')
        return text;
    const crowd = e.neighbours.crowdedBy;
    if (crowd && !s.pass)
        return `${text}<br><sub>${(0,neighbours_text/* crowdedByText */.vf)(crowd, code)}</sub>`;
    if (e.neighbours.orderDependent && s.pass)
        return `${text}<br><sub>${(0,neighbours_text/* orderDependenceText */.r5)()}</sub>`;
    return text;
}
function renderRow(row, layout, context, repeatQuery) {
    const query = repeatQuery ? queryCell(row.query, context) : '';
    const judged = layout.judged;
    const cells = layout.separateBase
        ? [baseText(row.cells[0]), cellText(row.cells[0], true)]
        : judged
            ? row.cells.flatMap((c) => neighbours_text/* VIEWS */.Vw.map((v) => viewText(c, v, judged)))
            : row.cells.map((c) => cellText(c, false));
    return tableRow([MARKS[row.mark].icon, query, toolCell(row), ...cells]);
}
/** The edit src/advice verified (re-ranked on the edited catalog), or why no edit is enough. */
function adviceText(advice) {
    if ('unreachable' in advice)
        return `**No description edit is enough:** ${escapeText(advice.reason, 500)}`;
    if ('listing' in advice)
        return `**Suggested fix:** ${escapeText((0,advice_text/* describeAdvice */.gT)(advice), 800)}.`;
    const edits = advice.edits.map((e) => {
        const where = e.field === 'description' ? 'description' : 'search hint (<code>&#95;meta&#91;"anthropic/searchHint"&#93;</code>)';
        return `add ${e.add.map((w) => code(w, 40)).join(' ')} to the start of the ${where} of ${toolLabel(e.tool)}`;
    });
    return `**Suggested fix:** ${edits.join('; ')}. Re-ranked with it: ${markdown_rank(advice.projectedRank)}.`;
}
function termDelta(d) {
    const diff = d.after - d.before;
    return `${code(d.term, 40)} ${d.field} ${diff > 0 ? '+' : '−'}${(0,explain/* formatScore */.y)(Math.abs(diff))}`;
}
/** Who overtook the tool in this PR, and with which words (src/advice blame). */
function blameLines(b) {
    const lines = [];
    if (b.own.length)
        lines.push('', `Its own points changed: ${b.own.slice(0, 6).map(termDelta).join(', ')}.`);
    if (b.gainers.length === 0)
        return lines;
    lines.push('', 'Overtaken in this PR by:', '');
    for (const g of b.gainers.slice(0, 8)) {
        const why = g.added ? 'a new tool' : g.deltas.length ? g.deltas.slice(0, 4).map(termDelta).join(', ') : 'unchanged; it moved ahead as this tool lost points';
        lines.push(`- ${toolLabel(g.tool)} ${g.added ? '' : `${g.base ? markdown_rank(g.base.rank) : 'unranked'} → `}${markdown_rank(g.head.rank)}: ${why}`);
    }
    if (b.gainers.length > 8)
        lines.push(`- and ${b.gainers.length - 8} more`);
    return lines;
}
/** The ranking that explains a failing row: the cut, and the expected tool where it landed. */
function whyBlock(q, cell) {
    const { result: r, expectation: failing } = cell;
    if (!failing || failing.alwaysLoaded || r.scored === 0)
        return undefined;
    const title = failing.kind === 'forbid'
        ? `Why ${code(failing.ref, 80)} is in the top ${r.maxResults}`
        : cell.change?.change === 'regression'
            ? `Why ${code(failing.ref, 80)} dropped from ${markdown_rank(cell.change.baseRank)} to ${markdown_rank(failing.rank)}`
            : failing.rank === null
                ? `Why ${code(failing.ref, 80)} is not found`
                : `Why ${code(failing.ref, 80)} ranks ${markdown_rank(failing.rank)}`;
    const lines = [`<details><summary>${title} for ${code(q.query, 80)} (${escapeText(r.engine, 40)})</summary>`, ''];
    lines.push(tableRow(['rank', 'tool and where its points come from', 'score']), tableRow(['--:', '---', '--:']));
    const top = r.ranking.filter((t) => t.rank <= Math.max(r.maxResults, 5));
    const target = r.ranking.find((t) => t.tool === failing.tool);
    const shown = target && !top.includes(target) ? [...top, target] : top;
    for (const t of shown) {
        if (t === target && t.rank > top.length + 1)
            lines.push(tableRow(['', '…', '']));
        const own = r.clientNames?.[t.tool];
        const label = own ? `${toolLabel(t.tool)} <sub>(${escapeText(r.engine, 40)} calls it ${code(own, 80)})</sub>` : toolLabel(t.tool);
        const name = t.tool === failing.tool ? `**${label}**` : label;
        const points = t.breakdown.length > 0 ? `<br><sub>${(0,explain/* explainBreakdown */.F)(t.breakdown, (term) => code(term, 40))}</sub>` : '';
        lines.push(tableRow([String(t.rank), name + points, (0,explain/* formatScore */.y)(t.score)]));
        if (t.rank === r.maxResults && r.scored > r.maxResults)
            lines.push(tableRow(['', `✂️ the client returns the top ${r.maxResults}`, '']));
    }
    if (cell.change?.change === 'regression') {
        lines.push('', `On the base commit ${code(failing.ref, 80)} ranked ${markdown_rank(cell.change.baseRank)} with ${(0,explain/* formatScore */.y)(cell.change.baseScore ?? 0)} points; now ${markdown_rank(failing.rank)} with ${(0,explain/* formatScore */.y)(failing.score ?? 0)}.`);
        const blamed = cell.change.blame;
        if (blamed)
            lines.push(...blameLines(blamed));
    }
    if (failing.rank === null)
        lines.push('', `${code(failing.ref, 80)} scored nothing for this query: no query term matches its name, description or search hint.`);
    // One by one: a report read back (the fork recipe) may list any number of crowding tools.
    for (const line of crowdLines(failing))
        lines.push(line);
    if (failing.advice)
        lines.push('', adviceText(failing.advice));
    lines.push('', '</details>');
    return lines.join('\n');
}
/** The neighbours' tools that outrank an expected tool, with the words that score them; and what it ranks alone. */
function crowdLines(e) {
    const n = e.neighbours;
    if (!n?.crowdedBy)
        return [];
    const alone = n.alone.pass ? `Alone (your servers only) it ranks ${markdown_rank(n.alone.rank)} and passes.` : `Alone (your servers only) it ranks ${markdown_rank(n.alone.rank)}.`;
    return ['', `${alone} With the neighbours connected, these of their tools rank above it:`, '', ...n.crowdedBy.map((c) => `- ${markdown_rank(c.rank)} ${(0,neighbours_text/* crowdingText */.zJ)(c, code)}`)];
}
function enginesSummary(evaluation) {
    const cuts = new Set(evaluation.queries.flatMap((q) => Object.values(q.engines).map((r) => r.maxResults)));
    const parts = evaluation.engines.map((e) => {
        // Known failures are counted apart, as in the headline.
        const judged = evaluation.queries
            .map((q) => q.engines[e.id])
            .filter((r) => r !== undefined && r.expectations.length > 0 && r.status !== 'known-failure');
        const passed = judged.filter((r) => r.pass).length;
        const cut = cuts.size > 1 ? ` (top ${judged[0]?.maxResults ?? e.defaultMaxResults})` : '';
        return `${engineLabel(e.id)} ${passed}/${judged.length}${cut}`;
    });
    if (cuts.size === 1)
        parts.push(`top ${[...cuts][0]}`);
    return parts.join(' · ');
}
/** The rank diff, when the base side could be ranked. */
function diffOf(input) {
    return input.baseline && input.baseline.source !== 'none' ? input.baseline : undefined;
}
/** The PR's changes of a server's context cost, above the tables: each one costs every request. */
function costChangeNotes(input) {
    return (diffOf(input)?.costChanges?.servers ?? []).map((c) => `> ${(0,deferral_text/* costChangeSentence */.v)(c, code)}.`).join('\n');
}
/** One line per engine: whether its client defers the tools at all, and what the servers cost. */
function deferralRows(input) {
    return Object.entries(input.evaluation.deferral ?? {}).map(([engine, d]) => `- **Deferred?** ${(0,deferral_text/* deferralLine */.c)(engineLabel(engine), d, (t, max) => escapeText(t, max), code)}`);
}
/** What the base side says beyond the table: no baseline, new and removed queries, catalog changes. */
function baselineNotes(input) {
    const b = input.baseline;
    if (!b)
        return '';
    if (b.source === 'none') {
        const note = `${b.warning ? '⚠️ ' : ''}No baseline: ${escapeText(b.reason, 600)}${b.warning ? '. The verdict above is for this PR alone.' : '.'}`;
        return b.details?.length ? `${note}\n\n${preformatted(b.details, 20)}` : note;
    }
    const lines = [];
    const c = b.catalog;
    const names = (ids) => ids.slice(0, 5).map(toolLabel).join(', ') + (ids.length > 5 ? ` +${ids.length - 5}` : '');
    if (c.added.length)
        lines.push(`- ${(0,plural/* plural */.L)(c.added.length, 'tool')} added: ${names(c.added)}`);
    if (c.removed.length)
        lines.push(`- ${(0,plural/* plural */.L)(c.removed.length, 'tool')} removed: ${names(c.removed)}`);
    if (c.renamed.length)
        lines.push(`- renamed: ${c.renamed.slice(0, 5).map((r) => `${toolLabel(r.from)} → ${toolLabel(r.to)}`).join(', ')}`);
    if (c.descriptionChanged.length)
        lines.push(`- ${(0,plural/* plural */.L)(c.descriptionChanged.length, 'description')} changed: ${names(c.descriptionChanged)}`);
    if (c.schemaChanged.length)
        lines.push(`- ${(0,plural/* plural */.L)(c.schemaChanged.length, 'input schema')} changed: ${names(c.schemaChanged)}`);
    if (b.newQueries.length)
        lines.push(`- ${(0,plural/* plural */.L)(b.newQueries.length, 'new query', 'new queries')}: ${b.newQueries.slice(0, 5).map((q) => code(q, 60)).join(', ')}`);
    if (b.removedQueries.length)
        lines.push(`- ${(0,plural/* plural */.L)(b.removedQueries.length, 'removed query', 'removed queries')}: ${b.removedQueries.slice(0, 5).map((q) => code(q, 60)).join(', ')}`);
    for (const r of b.resultChanges.slice(0, 5))
        lines.push(`- results of ${code(r.query, 60)} changed under ${engineLabel(r.engine)}: ${r.head.slice(0, 3).map(toolLabel).join(', ') || 'nothing'}`);
    return lines.length ? folded(`Changes in this PR (${lines.length})`, lines.join('\n'), false) : '';
}
function headline(input, rows, attention) {
    const { evaluation, findings } = input;
    const baseline = diffOf(input);
    const t = input.tally ?? tally(evaluation, input.baseline);
    const s = evaluation.summary;
    const count = (m) => new Set(rows.filter((r) => r.mark === m).map((r) => r.query)).size;
    const lintErrors = (findings ?? []).filter((f) => f.severity === 'error').length;
    const stats = [`**${(0,plural/* plural */.L)(s.queries, 'query', 'queries')}**`, `${(0,plural/* formatCount */.B)(s.passed)} pass`];
    if (s.failed > 0)
        stats.push(`**${(0,plural/* formatCount */.B)(s.failed)} fail**`);
    if (s.knownFailures > 0)
        stats.push((0,plural/* plural */.L)(s.knownFailures, 'known failure'));
    if (s.reportOnly > 0)
        stats.push(`${(0,plural/* formatCount */.B)(s.reportOnly)} without expectations`);
    const engines = enginesSummary(evaluation);
    const counts = evaluation.neighbours ? ` · ${(0,neighbours_text/* passCountsText */.Jn)(evaluation.neighbours)}` : '';
    if (!attention) {
        const judged = s.queries - s.reportOnly - s.knownFailures;
        const verdict = s.queries === 0 ? 'the manifest has no queries' : evaluation.neighbours ? `queries pass ${(0,neighbours_text/* passCountsText */.Jn)(evaluation.neighbours)}` : `${(0,plural/* formatCount */.B)(s.passed)}/${(0,plural/* formatCount */.B)(judged)} queries pass`;
        const extra = [s.knownFailures > 0 ? (0,plural/* plural */.L)(s.knownFailures, 'known failure') : '', s.reportOnly > 0 ? `${(0,plural/* formatCount */.B)(s.reportOnly)} without expectations` : ''].filter(Boolean);
        return `✅ **MCP tool search:** ${verdict}${extra.length ? ` (${extra.join(', ')})` : ''}${baseline ? ' · no rank changes' : ''} · ${engines}`;
    }
    const accepted = input.acceptedBy !== undefined && t.regressions > 0;
    const title = [];
    if (t.regressions > 0)
        title.push((0,plural/* plural */.L)(t.regressions, accepted ? 'accepted regression' : 'regression'));
    if (t.missing > 0)
        title.push(`${t.missing} missing`);
    if (count('rejected') > 0 && s.failed === 0)
        title.push(`${count('rejected')} rejected`);
    if (lintErrors > 0)
        title.push((0,plural/* plural */.L)(lintErrors, 'lint error'));
    const relaxed = (baseline?.expectations ?? []).filter((c) => c.relaxes).length;
    const edited = (baseline?.expectations ?? []).length;
    if (relaxed > 0)
        title.push(`${(0,plural/* plural */.L)(relaxed, 'expectation')} relaxed`);
    else if (edited > 0)
        title.push(`${(0,plural/* plural */.L)(edited, 'expectation')} changed`);
    if (count('fragile') > 0)
        title.push(`${count('fragile')} fragile`);
    if (count('fixed') > 0)
        title.push(`${count('fixed')} fixed`);
    if (t.shifts > 0)
        title.push((0,plural/* plural */.L)(t.shifts, 'shift'));
    if (t.improvements > 0)
        title.push((0,plural/* plural */.L)(t.improvements, 'improvement'));
    const head = `### MCP tool search: ${title.join(', ') || 'needs a look'}${counts}\n\n${stats.join(' · ')} · ${engines}`;
    if (!accepted)
        return head;
    const note = `${(0,plural/* plural */.L)(t.regressions, 'regression')} accepted by the label ${code(input.acceptedBy ?? '', 100)}: reported, not failing the check (☑️ below).`;
    return `${head}\n\n> [!WARNING]\n> ${note}`;
}
function footer(input) {
    const { evaluation, context } = input;
    const baseline = diffOf(input);
    const parts = evaluation.engines.map((e) => {
        const note = (0,types/* unverifiedNote */.M_)(e);
        return `${engineLabel(e.id)} = ${escapeText(e.client, 80)} ${escapeText(e.versions, 80)}${e.exact ? '' : ' (approximate)'}${note ? ` ⚠️ ${escapeText(note, 120)}` : ''}`;
    });
    parts.push(`${(0,plural/* plural */.L)(evaluation.toolCount, 'tool')} from ${(0,plural/* plural */.L)(evaluation.servers.length, 'server')}`);
    if (evaluation.neighbours)
        parts.push((0,neighbours_text/* neighboursLine */.Tg)(evaluation.neighbours, code));
    parts.push(`manifest ${code(context.manifest, 200)}`);
    if (baseline)
        parts.push(escapeText((0,diff_text/* baselineOrigin */.ov)(baseline), 200).replace(/^base ([0-9a-f]{7})/, (_, sha) => `base ${code(sha)}`));
    if (context.commit)
        parts.push(`${baseline ? 'head ' : 'commit '}${code(context.commit.slice(0, 7))}`);
    if (context.run)
        parts.push(`[${escapeText(context.run.label, 60)}](${context.run.url})`);
    parts.push(`mcp-tool-rank${context.version ? ` ${escapeText(context.version, 20)}` : ''}`);
    return `<sub>${parts.join(' · ')}</sub>`;
}
const SEVERITY_ICON = { error: '❌', warning: '⚠️', info: 'ℹ️' };
const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 };
function section(rows, render) {
    return { rows, kept: rows.length, render };
}
/** The body of a folded section whose every row was cut for length: a table of headings alone says nothing. */
const LEFT_OUT = '_Every row left out for length; see the note below._';
function folded(summary, body, open) {
    return open ? `#### ${summary}\n\n${body}` : `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}
/** The manifest lines that name a deprecated tool, as one warning block. */
function manifestWarningNotes(evaluation) {
    const warnings = evaluation.manifestWarnings ?? [];
    if (warnings.length === 0)
        return '';
    return ['> [!WARNING]', ...warnings.map((w) => `> Manifest line ${w.line}: ${escapeText(w.message, 300)}`)].join('\n');
}
/** Renders the report, dropping the least important rows first when it would exceed `maxLength`. */
function renderMarkdown(input, options) {
    const { evaluation, context } = input;
    const summaryMode = options.mode === 'summary';
    const unit = options.unit ?? 'characters';
    const measure = unit === 'bytes' ? (t) => Buffer.byteLength(t) : (t) => t.length;
    const diff = diffOf(input);
    const layout = layoutOf(evaluation, diff);
    const rows = buildRows(evaluation, diff, input.acceptedBy !== undefined);
    const urgent = rows.filter((r) => ATTENTION.includes(r.mark)).sort((a, b) => ATTENTION.indexOf(a.mark) - ATTENTION.indexOf(b.mark));
    const lintErrors = (input.findings ?? []).some((f) => f.severity === 'error');
    const wording = (0,wording_text/* wordingLines */.Sv)(evaluation);
    const wordingShort = wording.lines.filter((l) => !l.wording.pass).length;
    const attention = urgent.length > 0 || lintErrors || (diff?.regressions ?? 0) > 0 || (diff?.expectations ?? []).length > 0 || wordingShort > 0;
    const attentionSection = section(urgent.map((r) => renderRow(r, layout, context, true)), 
    // The legend tells the marks of the rows shown, not of those cut for length.
    (kept) => (kept.length ? `${[...layout.head, ...kept].join('\n')}\n\n${legend(urgent.slice(0, kept.length))}` : ''));
    const findings = [...(input.findings ?? [])].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
    const findingsSection = section(findings.map((f) => tableRow([SEVERITY_ICON[f.severity], f.tool ? code(`${f.server}/${f.tool}`, 100) : code(f.server, 60), `${code(f.rule, 60)} ${escapeText(f.message, 300)}`])), (kept, omitted) => {
        if (kept.length === 0 && omitted === 0)
            return '';
        const errors = findings.filter((f) => f.severity === 'error').length;
        const title = `Findings (${findings.length}${errors ? `, ${(0,plural/* plural */.L)(errors, 'error')}` : ''})`;
        return folded(title, kept.length ? [tableRow(['', 'tool', 'finding']), tableRow([':-:', '---', '---']), ...kept].join('\n') : LEFT_OUT, summaryMode);
    });
    const changedExpectations = diff?.expectations ?? [];
    const expectationsSection = section(expectationRows(changedExpectations, context.manifestUrl), (kept) => kept.length ? [...expectationsHead(changedExpectations), ...kept].join('\n') : '');
    const whySection = section(urgent
        .filter((r) => r.mark === 'fail' || r.mark === 'regressed' || r.mark === 'accepted')
        .flatMap((r) => r.cells.filter((c) => c !== undefined && (c.change?.change === 'regression' || (c.expectation !== undefined && !c.expectation.pass))).map((c) => whyBlock(r.query, c)))
        .filter((b) => b !== undefined)
        .slice(0, 10), (kept) => kept.join('\n\n'));
    // Wording (`wording:`): a folded table of the expectations that lost a wording, open when one is short of its share.
    const wordingSection = section(wording.lines.map(({ query: q, engine, expectation: e, wording: w }) => tableRow([
        w.pass ? '⚠️' : '❌',
        code(q.query, 80),
        code(e.ref, 80),
        (0,wording_text/* wordingText */.Ws)(w, engine, (t) => code(t, 60), (t) => escapeText(t, 40)) + (w.advice ? `<br>→ ${escapeText((0,wording_text/* wordingAdviceText */._c)(w.advice, w.total, (t) => `"${t}"`), 400)}` : '')
    ])), (kept, omitted) => {
        if (kept.length === 0 && omitted === 0)
            return '';
        const title = `Wording: ${(0,plural/* plural */.L)(wording.lines.length, 'expectation')} of ${(0,plural/* formatCount */.B)(wording.measured)} lost a wording${wordingShort ? `, ${wordingShort} short of the share asked` : ''}`;
        return folded(title, kept.length ? [tableRow(['', 'query', 'tool', 'other wordings']), tableRow([':-:', '---', '---', '---']), ...kept].join('\n') : LEFT_OUT, summaryMode || wordingShort > 0);
    });
    let previous;
    const allRows = rows.map((r) => {
        const line = renderRow(r, layout, context, r.query !== previous);
        previous = r.query;
        return line;
    });
    const allSection = section(allRows, (kept, omitted) => {
        if (kept.length === 0 && omitted === 0)
            return '';
        return folded(`All ${(0,plural/* plural */.L)(evaluation.queries.length, 'query', 'queries')}`, kept.length ? [...layout.head, ...kept].join('\n') : LEFT_OUT, summaryMode);
    });
    const warnings = evaluation.servers.flatMap((s) => s.warnings.map((w) => `- ${code(s.name, 60)}: ${escapeText(w, 300)}`));
    const warningsSection = section(warnings, (kept) => (kept.length ? folded(`Server warnings (${warnings.length})`, kept.join('\n'), summaryMode) : ''));
    const deferralSection = section(deferralRows(input), (kept) => kept.join('\n'));
    // Most important first: rows are dropped from the end of the last section that has any (the
    // deferral lines, which the JSON report keeps, the full table, server warnings, findings
    // from the infos up, explanations, and last the rows that need attention).
    const sections = [attentionSection, expectationsSection, whySection, wordingSection, findingsSection, warningsSection, allSection, deferralSection];
    const head = headline(input, rows, attention);
    const costChanges = costChangeNotes(input);
    const notes = [manifestWarningNotes(evaluation), baselineNotes(input)].filter((n) => n !== '').join('\n\n');
    const foot = footer(input);
    const shown = (s) => s.render(s.rows.slice(0, s.kept), s.rows.length - s.kept);
    const assemble = () => {
        // The deferral lines are not the tables' rows the notice counts.
        const omitted = sections.reduce((n, s) => (s === deferralSection ? n : n + s.rows.length - s.kept), 0);
        const notice = omitted
            ? `> [!NOTE]\n> ${(0,plural/* plural */.L)(omitted, 'row')} not shown, to stay within ${(0,plural/* formatCount */.B)(options.maxLength)} ${unit}; ${summaryMode ? 'the JSON report (the `report` output) has them all' : 'the job summary has them all'}.`
            : '';
        const runNotices = (context.notices ?? []).map((n) => `> [!NOTE]\n> ${n}`);
        const parts = [head, costChanges, shown(attentionSection), shown(expectationsSection), shown(whySection), shown(wordingSection), notes, shown(findingsSection), shown(allSection), shown(warningsSection), shown(deferralSection), notice, ...runNotices, foot];
        // Lone surrogates (from a server's or a PR's text) become U+FFFD before anything is measured or sent.
        return (0,well_formed/* wellFormed */.E)(parts.filter((p) => p !== '').join('\n\n') + '\n');
    };
    let text = assemble();
    // Only when it is too long: drop rows by their length until the estimate (with room for the
    // notice) fits, then check for real (headings and the notice add a little).
    let excess = measure(text) > options.maxLength ? measure(text) - options.maxLength + 200 : 0;
    for (let i = sections.length - 1; i >= 0 && excess > 0;) {
        const target = sections[i];
        if (target.kept === 0) {
            i--;
            continue;
        }
        target.kept--;
        excess -= measure(target.rows[target.kept]) + 1;
        if (excess <= 0) {
            text = assemble();
            excess = measure(text) - options.maxLength;
        }
    }
    // Every row dropped and still too long (headings, notes, footer): the text without rows, cut.
    if (excess > 0)
        text = assemble();
    if (measure(text) > options.maxLength)
        text = cutTo(text, options.maxLength, unit);
    return text;
}

;// CONCATENATED MODULE: ./src/report/comment-text.ts
/**
 * The sticky comment's and the job summary's text, as the action posts and writes them and as
 * `check --markdown` / `--summary` preview them: one function each, so the two cannot differ.
 */


const MARKER = 'mcp-tool-rank:v1';
/** Tells the comments of several manifests (or engine sets) on one pull request apart. */
function commentKey(manifest, engines) {
    return engines?.length ? `${manifest}?engines=${engines.join(',')}` : manifest;
}
/** The hidden first line of the comment, by which later runs find it. */
function markerLine(key) {
    // The key comes from the workflow, but must still never close the HTML comment early.
    const safe = key.replace(/[\r\n<>]/g, '').replace(/-{2,}/g, '-');
    return `<!-- ${MARKER} key=${safe} -->`;
}
/** A comment's full text: the marker line, then the body; no lone surrogate reaches the API. */
function withMarker(key, body) {
    return (0,well_formed/* wellFormed */.E)(`${markerLine(key)}\n${body}`);
}
/** The report as the comment's body: within the comment size limit once the marker is added. */
function commentBody(input, key) {
    return renderMarkdown(input, { mode: 'comment', maxLength: COMMENT_MAX_LENGTH - markerLine(key).length - 1 });
}
/** The report as the job summary: the full tables open. */
function summaryText(input) {
    return renderMarkdown(input, { mode: 'summary', maxLength: SUMMARY_MAX_BYTES, unit: 'bytes' });
}

// EXTERNAL MODULE: ./src/report/terminal.ts
var terminal = __webpack_require__(7496);
// EXTERNAL MODULE: ./src/cli/command.ts
var command = __webpack_require__(3567);
// EXTERNAL MODULE: ./src/cli/options.ts
var options = __webpack_require__(776);
// EXTERNAL MODULE: ./src/cli/progress.ts
var cli_progress = __webpack_require__(9851);
// EXTERNAL MODULE: ./src/cli/output.ts + 1 modules
var output = __webpack_require__(3091);
;// CONCATENATED MODULE: ./src/cli/check.ts

















const HELP = `Usage: mcp-tool-rank check [--config FILE] [--engine ID]... [--json FILE [--full-rankings]] [--sarif FILE] [--markdown FILE]
                          [--summary FILE] [--update-lock] [--base REF [--baseline MODE] [--setup CMD]]
                          [--fail-on LIST] [--check-client-versions]

Starts the manifest's servers, collects tools/list, ranks every query and checks it.
When the lock file exists, reports how the live tools differ from it (a warning).

Options:
${options/* CONFIG_HELP */.hF}
  -e, --engine ID     rank with this engine instead of the manifest's (repeatable)
      --json FILE     also write the JSON report to FILE
      --full-rankings keep every tool that scored in the report's rankings, not only the
                      top, the expected tools and their neighbours (large on big catalogs)
      --sarif FILE    also write the lint findings as SARIF 2.1.0 (GitHub code scanning)
      --markdown FILE also write the pull request comment the action would post
      --summary FILE  also write the job summary the action would write
                      (FILE \`-\` is stdout for one of these four; the report then goes to stderr)
      --update-lock   rewrite the lock file from the live tools
      --base REF      also rank the base commit (e.g. origin/main) and show what moved
      --baseline MODE how to rank the base: auto (lock file, else worktree), lock,
                      worktree, none (default auto)
      --setup CMD     run CMD in the base worktree first (e.g. "npm ci && npm run build")
      --fail-on LIST  what fails the check: missing, regression, shift, lint-error,
                      or none (default missing,regression); with the manifest's
                      neighbours, add alone to judge your servers only (default
                      with-neighbours), e.g. missing,regression,alone
      --check-client-versions
                      ask the npm registry (npm_config_registry when set) whether
                      Claude Code or Codex has a release newer than this version
                      reproduces, and say so (offline: nothing is said)
${options/* VERBOSE_HELP */.P7}
  -h, --help          this help`;
function baselineMode(value) {
    if (value === undefined)
        return 'auto';
    if (!BASELINE_MODES.includes(value))
        throw new src_errors/* UsageError */.e(`--baseline must be one of ${BASELINE_MODES.join(', ')}, got \`${value}\``);
    return value;
}
function failOnOf(value) {
    try {
        return failOnChoice(value);
    }
    catch (err) {
        throw new src_errors/* UsageError */.e(`\`--fail-on\` ${err.message}`);
    }
}
async function baseSide(values) {
    if (values.base === undefined) {
        for (const name of ['baseline', 'setup'])
            if (values[name] !== undefined)
                throw new src_errors/* UsageError */.e(`--${name} applies to the base side: pass --base REF as well`);
        return undefined;
    }
    const mode = baselineMode(values.baseline);
    if (mode === 'none')
        return undefined;
    return { ref: await baseCommit(values.base), mode, ...(values.setup ? { setup: values.setup } : {}) };
}
/** --base as a commit, before anything starts: a ref that names none is a usage error, in git's words. */
async function baseCommit(ref) {
    let root;
    try {
        root = await repoRoot(process.cwd());
    }
    catch (err) {
        throw new src_errors/* UsageError */.e(`--base needs a git checkout: ${gitSays(err)}`);
    }
    try {
        return await ensureCommit(ref, root);
    }
    catch (err) {
        if (err instanceof BaseCommitError)
            throw new src_errors/* UsageError */.e(`--base ${err.message}`);
        throw err;
    }
}
/** The commit the preview's footer names, as the action's does: HEAD, when this is a git checkout. */
async function headCommit() {
    try {
        return { commit: (await git(['rev-parse', '--verify', 'HEAD'], process.cwd())).trim() };
    }
    catch {
        return {};
    }
}
/* harmony default export */ const check = ((0,command/* defineCommand */.NB)({
    help: HELP,
    options: {
        ...options/* CONFIG_OPTION */.dG,
        ...options/* ENGINE_OPTION */.fx,
        json: { type: 'string' },
        'full-rankings': { type: 'boolean' },
        sarif: { type: 'string' },
        markdown: { type: 'string' },
        summary: { type: 'string' },
        'update-lock': { type: 'boolean' },
        base: { type: 'string' },
        baseline: { type: 'string' },
        setup: { type: 'string' },
        'fail-on': { type: 'string' },
        'check-client-versions': { type: 'boolean' },
        ...options/* VERBOSE_OPTION */.Xi
    },
    async run(values) {
        const config = (0,options/* configOf */.W1)(values);
        const { failOn, judge } = failOnOf(values['fail-on']);
        const base = await baseSide(values);
        const { out: human, style } = (0,output/* readerOutput */.$C)({ json: values.json, sarif: values.sarif, markdown: values.markdown, summary: values.summary });
        const manifest = (0,output/* manifestPath */.ji)(config);
        const progress = (0,cli_progress/* cliProgress */.o)(values.verbose === true);
        const clientNotices = startClientVersionCheck(values['check-client-versions'] === true, process.env);
        const run = await runCheck({ config, baseDir: process.cwd(), callerEnv: process.env, engines: values.engine, manifest: config, sarifManifest: manifest, ...(base ? { base } : {}), failOn, ...(judge ? { judge } : {}), fullRankings: values['full-rankings'], progress });
        const { result, baseline } = run;
        human.write((0,terminal/* terminalReport */.RR)(result.evaluation, config, style, result.findings));
        if (baseline)
            human.write('\n' + (0,diff_text/* diffTerminal */.wy)(baseline, style));
        const notices = await clientNotices(result.evaluation.engines);
        for (const notice of notices)
            human.write(style.yellow(`note: ${notice}`) + '\n');
        if (values.json)
            await (0,output/* writeOutput */.zh)(values.json, (0,json/* reportText */.UH)(run.report));
        if (values.sarif)
            await (0,output/* writeJson */.GF)(values.sarif, run.sarif);
        if (values.markdown || values.summary) {
            const render = renderInput({ ...result, baseline, tally: run.verdict.tally }, { manifest, ...(await headCommit()), ...(notices.length ? { notices } : {}) });
            if (values.markdown) {
                const key = commentKey(manifest, values.engine);
                await (0,output/* writeOutput */.zh)(values.markdown, withMarker(key, commentBody(render, key)));
            }
            if (values.summary)
                await (0,output/* writeOutput */.zh)(values.summary, summaryText(render));
        }
        if (values['update-lock']) {
            await (0,lock/* writeLock */.be)(result.manifest.lockFile, result.listings);
            const drift = result.lock?.drift ?? [];
            const note = !result.lock || result.lock.error ? '' : drift.length === 0 ? ' (no change)' : ` (${drift.length} change${drift.length === 1 ? '' : 's'}):`;
            human.write([`wrote ${result.manifest.lockFile}${note}\n`, ...(0,output/* driftLines */.$m)(drift, style)].join(''));
        }
        else if (result.lock) {
            human.write((0,output/* lockWarning */.GN)(result.lock, style));
        }
        for (const warning of run.verdict.warnings)
            human.write(style.yellow(`accepted: ${(0,sanitize_text/* plainText */.w)(warning, 2000)}`) + '\n');
        for (const reason of run.verdict.reasons)
            human.write(style.red(`failed: ${(0,sanitize_text/* plainText */.w)(reason, 2000)}`) + '\n');
        return run.verdict.failed ? exit_codes/* ExitCode */.y.Failed : exit_codes/* ExitCode */.y.Ok;
    }
}));


/***/ }),

/***/ 7343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T0: () => (/* binding */ isWithheldFromManifest),
/* harmony export */   ri: () => (/* binding */ withoutCredentials)
/* harmony export */ });
/* unused harmony export isCredentialVariable */
/**
 * The caller's variables that hold the runner's and the action's credentials: the GitHub
 * token, the action's inputs (its `github-token` among them) and the runner's `ACTIONS_*`
 * runtime tokens. The one list: nothing mcp-tool-rank starts or expands sees them, neither a
 * manifest's `${VAR}` nor a `setup` command.
 */
const CREDENTIAL_VARIABLE = /^(GITHUB_TOKEN$|INPUT_|ACTIONS_)/i;
function isCredentialVariable(name) {
    return CREDENTIAL_VARIABLE.test(name);
}
/**
 * What a manifest's `${VAR}` never reads: the credentials, and the runner's RUNNER_*
 * settings (a pull request has no business reading the runner's paths and names either).
 */
function isWithheldFromManifest(name) {
    return isCredentialVariable(name) || /^RUNNER_/i.test(name);
}
/** `env` without the credential variables (and without unset ones). */
function withoutCredentials(env) {
    return Object.fromEntries(Object.entries(env).filter((e) => e[1] !== undefined && !isCredentialVariable(e[0])));
}


/***/ }),

/***/ 4080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ StartError),
/* harmony export */   t: () => (/* binding */ StartedCommand)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _output_tail_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5243);
/* harmony import */ var _groups_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1157);
/* harmony import */ var _util_duration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6518);




/** Why a `start:` command did not bring its endpoint up. */
class StartError extends Error {
}
const PROBE_MS = 1000;
/**
 * A server's `start:` command, run as `sh -c COMMAND` in its own process group (so `npm run`
 * and everything it forks stop together). stdout and stderr are both kept as one tail: an
 * HTTP server's stdout is only its log.
 */
class StartedCommand {
    command;
    output = new _output_tail_js__WEBPACK_IMPORTED_MODULE_3__/* .OutputTail */ .g();
    spawnError;
    child;
    exitedPromise;
    constructor(command, env, cwd) {
        this.command = command;
        // `sh -c` on purpose: `start:` is a shell command line (`npm run serve`, `PORT=0 node …`).
        this.child = (0,_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .spawnGroup */ .j8)('/bin/sh', ['-c', command], { env, cwd, stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
        this.exitedPromise = new Promise((resolve) => {
            this.child.once('exit', () => resolve());
            this.child.once('error', (error) => {
                this.spawnError = error;
                resolve();
            });
        });
        this.child.stdout.on('data', (chunk) => this.output.write(chunk));
        this.child.stderr.on('data', (chunk) => this.output.write(chunk));
    }
    get exited() {
        return this.spawnError !== undefined || (0,_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .hasExited */ .uR)(this.child);
    }
    /** `exited with code 1`, `was killed by SIGKILL`, or `could not run: …`. */
    describeExit() {
        if (this.spawnError)
            return `could not run: ${this.spawnError.message}`;
        const code = this.child.exitCode;
        return `${(0,_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .describeExit */ .KE)(this.child)}${code === 127 ? ' (command not found)' : code === 126 ? ' (not executable)' : ''}`;
    }
    /**
     * Waits until `url` answers HTTP at all (any status: a 404 or 405 still means the server
     * is listening), the command exits, or `timeoutMs` passes. Probes use OPTIONS, which opens
     * no MCP session and no SSE stream.
     */
    async waitForEndpoint(url, timeoutMs, headers) {
        const deadline = Date.now() + timeoutMs;
        // Never the query or credentials of the URL in a message.
        const where = `${url.origin}${url.pathname}`;
        let delay = 50;
        for (;;) {
            if (this.exited)
                throw new StartError(`the \`start\` command ${this.describeExit()} before ${where} answered`);
            const left = deadline - Date.now();
            if (left <= 0)
                throw new StartError(`${where} did not answer within ${(0,_util_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(timeoutMs)} of running \`start\``);
            try {
                const response = await fetch(url, { method: 'OPTIONS', headers, signal: AbortSignal.timeout(Math.min(PROBE_MS, left)), redirect: 'manual' });
                await response.body?.cancel().catch(() => { });
                return;
            }
            catch {
                // Not listening yet (connection refused or reset), or too slow to answer this probe.
            }
            await Promise.race([(0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(Math.min(delay, Math.max(0, deadline - Date.now()))), this.exitedPromise]);
            delay = Math.min(delay * 2, 250);
        }
    }
    /** True once the command has exited, false if `timeoutMs` passed first (it is then still running). */
    async waitForExit(timeoutMs) {
        let timer;
        const timedOut = new Promise((resolve) => {
            timer = setTimeout(() => resolve(false), timeoutMs);
        });
        const exited = await Promise.race([this.exitedPromise.then(() => true), timedOut]);
        clearTimeout(timer);
        return exited;
    }
    /** The command ran and exited with code 0. */
    get succeeded() {
        return this.spawnError === undefined && this.child.exitCode === 0;
    }
    /** Stops the whole group: SIGTERM, then SIGKILL after a grace period. */
    async stop() {
        await (0,_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .stopGroup */ .gv)(this.child);
    }
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
/** The machine-readable report (`--json`, the action's `report` output); its shape is `reportSchema`. */
function jsonReport(evaluation, listings, manifestFile, extra = {}) {
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
        manifest: manifestFile,
        engines: evaluation.engines,
        ...(evaluation.neighbours ? { neighbours: evaluation.neighbours } : {}),
        ...deferral,
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
        tools: tools.items,
        ...(Object.keys(clientNames).length > 0 ? { clientNames } : {}),
        contributions: contributions.items.map(({ term, field, points }) => [term, field, points]),
        queries,
        summary: evaluation.summary,
        ...(evaluation.manifestWarnings ? { manifestWarnings: evaluation.manifestWarnings } : {}),
        ...(extra.findings ? { findings: extra.findings.map(({ rule, severity, server, tool, message, id, tools, line, col }) => ({ rule, severity, server, tool, message, ...(id ? { id } : {}), ...(tools ? { tools } : {}), ...(line !== undefined ? { line, col } : {}) })) } : {}),
        ...(extra.toolTable ? { toolTable: extra.toolTable } : {}),
        ...(extra.baseline ? { baseline: extra.baseline } : {}),
        ...(extra.verdict ? { verdict: { failOn: [...extra.verdict.failOn], failed: extra.verdict.failed, reasons: extra.verdict.reasons, warnings: extra.verdict.warnings, ...(extra.verdict.acceptedBy !== undefined ? { acceptedBy: extra.verdict.acceptedBy } : {}), tally: extra.verdict.tally } } : {})
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


/***/ }),

/***/ 643:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ sarifReport)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _lint_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(249);
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
