export const id = 950;
export const ids = [950];
export const modules = {

/***/ 950:
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
;// CONCATENATED MODULE: ./src/process/credentials.ts
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
/** `env` without the credential variables (and without unset ones). */
function withoutCredentials(env) {
    return Object.fromEntries(Object.entries(env).filter((e) => e[1] !== undefined && !isCredentialVariable(e[0])));
}

// EXTERNAL MODULE: ./src/process/started-command.ts
var started_command = __webpack_require__(4080);
// EXTERNAL MODULE: ./src/util/duration.ts
var duration = __webpack_require__(6518);
;// CONCATENATED MODULE: ./src/process/setup.ts



/** A `setup` command (install, build) run to completion as a process group, without the caller's credentials. */
async function runSetup(command, cwd, env, timeoutMs) {
    const setup = new started_command/* StartedCommand */.t(command, withoutCredentials(env), cwd);
    try {
        if (!(await setup.waitForExit(timeoutMs)))
            throw new Error(`setup \`${command}\` timed out after ${(0,duration/* formatDuration */.a)(timeoutMs)}`);
        if (!setup.succeeded)
            throw new Error(`setup \`${command}\` ${setup.describeExit()}: ${setup.output.tail().slice(-5).join(' | ')}`);
    }
    finally {
        await setup.stop();
    }
}

// EXTERNAL MODULE: ./src/evaluate/evaluate.ts + 1 modules
var evaluate = __webpack_require__(478);
// EXTERNAL MODULE: ./src/lock/index.ts + 1 modules
var lock = __webpack_require__(9336);
// EXTERNAL MODULE: ./src/manifest/load.ts + 1 modules
var load = __webpack_require__(3552);
// EXTERNAL MODULE: ./src/pipeline.ts
var pipeline = __webpack_require__(5165);
// EXTERNAL MODULE: ./src/engines/registry.ts + 11 modules
var registry = __webpack_require__(8464);
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
/** Tools added, removed, renamed (same schema and description under a new name) and edited. */
function diffCatalogs(base, head) {
    const baseById = new Map(base.tools.map((t) => [t.id, t]));
    const headById = new Map(head.tools.map((t) => [t.id, t]));
    const signature = (t) => `${t.rawServer}\u0000${(0,canonical_json/* canonicalJson */.d)(t.inputSchema ?? {})}\u0000${t.description}`;
    const added = head.tools.filter((t) => !baseById.has(t.id));
    const removed = base.tools.filter((t) => !headById.has(t.id));
    const renamed = [];
    const removedBySignature = new Map();
    for (const t of removed)
        removedBySignature.set(signature(t), [...(removedBySignature.get(signature(t)) ?? []), t]);
    const stillAdded = [];
    for (const t of added) {
        const match = removedBySignature.get(signature(t))?.shift();
        if (match)
            renamed.push({ from: match.id, to: t.id });
        else
            stillAdded.push(t);
    }
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
function movement(base, head, isNew) {
    if (isNew)
        return 'new';
    if (base === head)
        return 'unchanged';
    if (head === null)
        return 'regressed';
    if (base === null)
        return 'improved';
    return head > base ? 'regressed' : 'improved';
}
/** Rank 0 stands for "always loaded": better than any search rank. */
function effectiveRank(rank, alwaysLoaded) {
    return alwaysLoaded ? 0 : rank;
}
/**
 * The rank diff the PR comment leads with: per query, engine and expected tool, base rank
 * against head rank. A tool renamed by the PR is followed under its old name on the base side.
 */
function diffEvaluations(input) {
    const catalog = diffCatalogs(input.base.catalog, input.head.catalog);
    const oldName = new Map(catalog.renamed.map((r) => [r.to, r.from]));
    const baseIds = new Set(input.base.catalog.tools.map((t) => t.id));
    const baseQueries = keyed(input.base.evaluation.queries);
    const headQueries = keyed(input.head.evaluation.queries);
    const rows = [];
    const resultChanges = [];
    for (const [key, head] of headQueries) {
        const base = baseQueries.get(key);
        for (const [engineId, h] of Object.entries(head.engines)) {
            const b = base?.engines[engineId];
            const expectations = h.expectations.filter((e) => e.kind === 'expect');
            if (expectations.length === 0 && b && h.error === undefined && JSON.stringify(b.results) !== JSON.stringify(h.results)) {
                resultChanges.push({ query: head.query, line: head.line, engine: engineId, base: b.results, head: h.results });
            }
            for (const e of expectations) {
                const baseId = oldName.get(e.tool) ?? e.tool;
                const ranked = b?.ranking.find((r) => r.tool === baseId);
                const baseAlways = b?.expectations.some((x) => x.tool === baseId && x.alwaysLoaded) ?? false;
                const baseRank = effectiveRank(ranked?.rank ?? null, baseAlways);
                const headRank = effectiveRank(e.rank, e.alwaysLoaded);
                const baseFound = baseAlways || (b?.results.includes(baseId) ?? false);
                const headFound = e.alwaysLoaded || h.results.includes(e.tool);
                const move = movement(baseRank, headRank, b === undefined);
                rows.push({
                    query: head.query,
                    line: head.line,
                    engine: engineId,
                    ref: e.ref,
                    tool: e.tool,
                    maxResults: h.maxResults,
                    baseRank: b ? (ranked?.rank ?? null) : null,
                    headRank: e.rank,
                    baseScore: ranked?.score ?? null,
                    headScore: e.score,
                    baseFound,
                    headFound,
                    movement: move,
                    ...(b && baseFound && !headFound ? { crossed: 'fell-out' } : {}),
                    ...(b && !baseFound && headFound ? { crossed: 'entered' } : {}),
                    headPass: e.pass,
                    ...(move === 'regressed' && b ? { blame: blameRankings({ query: head.query, engine: engineId, tool: e.tool, base: b, head: h, baseIds }) } : {})
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
        regressions: rows.filter((r) => r.movement === 'regressed').length,
        improvements: rows.filter((r) => r.movement === 'improved').length
    };
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
            throw new GitError(['fetch', 'origin', ref], `the base commit ${ref} is not in this checkout and could not be fetched (${err.stderr?.trim().split('\n').pop() ?? ''}); ` +
                'use actions/checkout with fetch-depth: 0, or commit a lock file');
        }
    }
    return (await git(['rev-parse', '--verify', `${ref}^{commit}`], cwd)).trim();
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
function none(reason, warning, baseSha) {
    return { source: 'none', reason, warning, ...(baseSha ? { baseSha } : {}) };
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
        const path = (0,external_node_path_.join)(workRel, server.catalog);
        const text = await showFile(sha, path, root);
        if (text === undefined)
            return `the base commit has no catalog file ${path}`;
        listings.push((0,catalog_file/* parseCatalogFile */.lQ)(server.name, path, text));
    }
    return listings;
}
/**
 * The base side of the review: the base commit's manifest ranked over the base commit's
 * lock file when it has one (no server started), else over servers collected from a
 * worktree of the base commit. Any failure here is a warning; the head verdict stands.
 */
async function obtainBaseline(options, head) {
    if (options.mode === 'none')
        return none('baseline: none', false);
    const started = performance.now();
    let root;
    let sha;
    try {
        root = await repoRoot(options.workDir);
        sha = await ensureCommit(options.base, root);
    }
    catch (err) {
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
    const diff = (evaluation, catalog, source, cost) => diffEvaluations({ source, baseSha: sha, cost: { ...cost, totalMs: Math.round(performance.now() - started) }, base: { evaluation, catalog }, head });
    if (options.mode === 'auto' || options.mode === 'lock') {
        try {
            const listings = await listingsFromLock(manifest, sha, root, workRel);
            if (typeof listings !== 'string') {
                const catalog = (0,build/* buildCatalog */.oY)(listings);
                options.log?.(`base ${sha.slice(0, 7)}: ranked from ${manifest.lockFile}, no server started`);
                return diff((0,evaluate/* evaluate */._)(manifest, catalog, { engines: options.engines }), catalog, 'lock', { serversStarted: 0 });
            }
            if (options.mode === 'lock')
                return none(`baseline: lock requested, but ${listings}`, true, sha);
            options.log?.(`base ${sha.slice(0, 7)}: ${listings}; collecting from a worktree`);
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
                options.log?.(`base ${sha.slice(0, 7)}: running setup \`${options.setup}\``);
                await runSetup(options.setup, baseWork, options.callerEnv, options.setupTimeoutMs ?? SETUP_TIMEOUT_MS);
                setupMs = Math.round(performance.now() - t0);
            }
            const { manifest: m, catalog } = await (0,pipeline/* loadAndCollect */.A7)({ config: (0,external_node_path_.join)(dir, manifestRel), baseDir: baseWork, callerEnv: options.callerEnv });
            const evaluation = (0,evaluate/* evaluate */._)(m, catalog, { engines: options.engines });
            return diff(evaluation, catalog, 'worktree', { serversStarted: m.servers.filter((s) => s.kind !== 'catalog').length, ...(setupMs !== undefined ? { setupMs } : {}) });
        });
    }
    catch (err) {
        return none(`the base side failed: ${describe(err)}`, true, sha);
    }
}

// EXTERNAL MODULE: ./src/util/plural.ts
var plural = __webpack_require__(1976);
;// CONCATENATED MODULE: ./src/gate/verdict.ts

const FAIL_ON = ['missing', 'regression', 'lint-error'];
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
/** Expected tools that rank worse than on the base commit; 0 without a base result. */
function regressionsOf(baseline) {
    return baseline && baseline.source !== 'none' ? baseline.regressions : 0;
}
/** The check's verdict: only expectations, rank regressions and error-level findings count. */
function verdict(input, failOn) {
    const reasons = [];
    const s = input.evaluation.summary;
    if (failOn.includes('missing') && s.failed > 0) {
        const names = input.evaluation.queries.filter((q) => q.status === 'fail').map((q) => JSON.stringify(q.query));
        reasons.push(`${s.failed} of ${s.queries} queries failed (${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''})`);
    }
    const regressions = regressionsOf(input.baseline);
    if (failOn.includes('regression') && regressions > 0)
        reasons.push(`${(0,plural/* plural */.L)(regressions, 'expected tool')} ranked worse than on the base commit`);
    const lintErrors = (input.findings ?? []).filter((f) => f.severity === 'error').length;
    if (failOn.includes('lint-error') && lintErrors > 0)
        reasons.push((0,plural/* plural */.L)(lintErrors, 'error-level finding'));
    return { failed: reasons.length > 0, reasons };
}

// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/report/sarif.ts
var sarif = __webpack_require__(643);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/util/progress.ts
const SILENT = {
    step: (_title, run) => run(),
    note: () => undefined
};

;// CONCATENATED MODULE: ./src/check/run-check.ts
/**
 * One check, as the CLI's `check` and the action both run it: the pipeline (collect, rank,
 * lint, lock), the base side, the JSON report, the SARIF log and the verdict. The callers add
 * only their own input and output: the terminal, or GitHub's summary, comment and outputs.
 */







async function runCheck(options) {
    const progress = options.progress ?? SILENT;
    const result = await (0,pipeline/* runPipeline */.aI)({ config: options.config, baseDir: options.baseDir, callerEnv: options.callerEnv, engines: options.engines });
    let baseline;
    if (options.base && options.base.mode !== 'none') {
        const base = options.base;
        baseline = await progress.step(`Base commit ${/^[0-9a-f]{40}$/.test(base.ref) ? base.ref.slice(0, 7) : base.ref}`, () => obtainBaseline({ mode: base.mode, base: base.ref, config: options.config, workDir: options.baseDir, setup: base.setup, callerEnv: options.callerEnv, engines: options.engines, log: (m) => progress.note(m) }, result));
    }
    const { findings } = result;
    return {
        result,
        ...(baseline ? { baseline } : {}),
        report: (0,json/* jsonReport */.L)(result.evaluation, result.listings, options.manifest, { baseline, findings }),
        sarif: (0,sarif/* sarifReport */._)(findings, { manifestFile: options.sarifManifest ?? options.manifest, version: version/* VERSION */.x, levels: result.manifest.lintRules }),
        verdict: verdict({ evaluation: result.evaluation, baseline, findings }, options.failOn)
    };
}
/** What the markdown renderers take, from a run (or a report read back) and where it links to. */
function renderInput(run, context) {
    return {
        evaluation: run.evaluation,
        ...(run.baseline ? { baseline: run.baseline } : {}),
        ...(run.findings?.length ? { findings: run.findings } : {}),
        context: { ...context, version: VERSION }
    };
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/exit-codes.ts
var exit_codes = __webpack_require__(1084);
// EXTERNAL MODULE: ./src/report/diff-text.ts
var diff_text = __webpack_require__(6919);
// EXTERNAL MODULE: ./src/report/terminal.ts + 1 modules
var terminal = __webpack_require__(1973);
// EXTERNAL MODULE: ./src/cli/command.ts
var command = __webpack_require__(3567);
// EXTERNAL MODULE: ./src/cli/options.ts
var options = __webpack_require__(776);
// EXTERNAL MODULE: ./src/cli/output.ts + 1 modules
var output = __webpack_require__(3091);
;// CONCATENATED MODULE: ./src/cli/check.ts











const HELP = `Usage: mcp-tool-rank check [--config FILE] [--engine ID]... [--json FILE] [--sarif FILE] [--update-lock]
                          [--base REF [--baseline MODE] [--setup CMD]] [--fail-on LIST]

Starts the manifest's servers, collects tools/list, ranks every query and checks it.
When the lock file exists, reports how the live tools differ from it (a warning).

Options:
${options/* CONFIG_HELP */.hF}
  -e, --engine ID     rank with this engine instead of the manifest's (repeatable)
      --json FILE     also write the JSON report to FILE
      --sarif FILE    also write the lint findings as SARIF 2.1.0 (GitHub code scanning)
      --update-lock   rewrite the lock file from the live tools
      --base REF      also rank the base commit (e.g. origin/main) and show what moved
      --baseline MODE how to rank the base: auto (lock file, else worktree), lock,
                      worktree, none (default auto)
      --setup CMD     run CMD in the base worktree first (e.g. "npm ci && npm run build")
      --fail-on LIST  what fails the check: missing, regression, lint-error, or none
                      (default missing,regression)
  -h, --help          this help`;
function baselineMode(value) {
    if (value === undefined)
        return 'auto';
    if (!BASELINE_MODES.includes(value))
        throw new errors/* UsageError */.e(`--baseline must be one of ${BASELINE_MODES.join(', ')}, got \`${value}\``);
    return value;
}
function failOnOf(value) {
    if (value === undefined)
        return DEFAULT_FAIL_ON;
    try {
        return parseFailOn(value);
    }
    catch (err) {
        throw new errors/* UsageError */.e(`\`--fail-on\` ${err.message}`);
    }
}
function baseSide(values) {
    if (values.base === undefined) {
        for (const name of ['baseline', 'setup'])
            if (values[name] !== undefined)
                throw new errors/* UsageError */.e(`--${name} applies to the base side: pass --base REF as well`);
        return undefined;
    }
    return { ref: values.base, mode: baselineMode(values.baseline), ...(values.setup ? { setup: values.setup } : {}) };
}
/* harmony default export */ const check = ((0,command/* defineCommand */.NB)({
    help: HELP,
    options: {
        ...options/* CONFIG_OPTION */.dG,
        ...options/* ENGINE_OPTION */.fx,
        json: { type: 'string' },
        sarif: { type: 'string' },
        'update-lock': { type: 'boolean' },
        base: { type: 'string' },
        baseline: { type: 'string' },
        setup: { type: 'string' },
        'fail-on': { type: 'string' }
    },
    async run(values) {
        const config = (0,options/* configOf */.W1)(values);
        const failOn = failOnOf(values['fail-on']);
        const base = baseSide(values);
        const run = await runCheck({ config, baseDir: process.cwd(), callerEnv: process.env, engines: values.engine, manifest: config, sarifManifest: (0,output/* sarifLocation */.fz)(config), ...(base ? { base } : {}), failOn });
        const { result, baseline } = run;
        const style = (0,output/* stdoutStyle */.jK)();
        process.stdout.write((0,terminal/* terminalReport */.R)(result.evaluation, config, style, result.findings));
        if (baseline)
            process.stdout.write('\n' + (0,diff_text/* diffTerminal */.wy)(baseline, style));
        if (values.json)
            await (0,output/* writeJson */.GF)(values.json, run.report);
        if (values.sarif)
            await (0,output/* writeJson */.GF)(values.sarif, run.sarif);
        if (values['update-lock']) {
            await (0,lock/* writeLock */.be)(result.manifest.lockFile, result.listings);
            const drift = result.lock?.drift ?? [];
            const note = !result.lock || result.lock.error ? '' : drift.length === 0 ? ' (no change)' : ` (${drift.length} change${drift.length === 1 ? '' : 's'}):`;
            process.stdout.write([`wrote ${result.manifest.lockFile}${note}\n`, ...(0,output/* driftLines */.$m)(drift, style)].join(''));
        }
        else if (result.lock) {
            process.stdout.write((0,output/* lockWarning */.GN)(result.lock, style));
        }
        for (const reason of run.verdict.reasons)
            process.stdout.write(style.red(`failed: ${reason}`) + '\n');
        return run.verdict.failed ? exit_codes/* ExitCode */.y.Failed : exit_codes/* ExitCode */.y.Ok;
    }
}));


/***/ }),

/***/ 9628:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  g: () => (/* binding */ describeAdvice),
  n: () => (/* binding */ describeBlame)
});

// EXTERNAL MODULE: ./src/util/words.ts
var util_words = __webpack_require__(333);
;// CONCATENATED MODULE: ./src/advice/types.ts
function isUnreachable(advice) {
    return 'unreachable' in advice;
}

// EXTERNAL MODULE: ./src/catalog/sanitize.ts
var sanitize = __webpack_require__(2252);
;// CONCATENATED MODULE: ./src/report/advice-text.ts



/**
 * One line of advice for people: `start the description of tracker/add_comment with
 * "comment issue" → #3`. `quote` escapes text for the target (terminal, markdown).
 */
function describeAdvice(advice, quote = (s) => `"${s}"`) {
    if (isUnreachable(advice))
        return `no edit of its text reaches the cut${advice.bestRank !== null ? ` (at best #${advice.bestRank})` : ''}: ${advice.reason}`;
    const parts = advice.edits.map((e) => e.field === 'description'
        ? `start the description of ${(0,sanitize/* shortToolName */.Ow)(e.tool)} with ${quote(e.add.join(' '))}`
        : `add ${quote(e.add.join(' '))} to the _meta["anthropic/searchHint"] of ${(0,sanitize/* shortToolName */.Ow)(e.tool)}`);
    const words = advice.edits.flatMap((e) => e.add);
    const weak = words.every((w) => util_words/* STOP_WORDS */.$k.has(w)) ? ` (only ${words.length === 1 ? 'a stop word reaches' : 'stop words reach'} the cut: the query's other words are already there)` : '';
    return `${parts.join(' and ')} → #${advice.projectedRank}${weak}`;
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
    lines.push(`${(0,sanitize/* shortToolName */.Ow)(b.tool)} under ${b.engine}: ${at(b.base)} → ${at(b.head)}`);
    if (b.own.length)
        lines.push(`  its own points changed: ${b.own.map(delta).join(', ')}`);
    for (const g of b.gainers) {
        const why = g.added ? 'new tool' : g.deltas.length ? g.deltas.map(delta).join(', ') : 'unchanged; it moved ahead as the tool lost points';
        lines.push(`  ${(0,sanitize/* shortToolName */.Ow)(g.tool)} ${g.added ? 'added' : `${g.base ? `#${g.base.rank}` : 'unranked'} → #${g.head.rank}`}: ${why}`);
    }
    return lines;
}


/***/ }),

/***/ 6919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _k: () => (/* binding */ rankText),
/* harmony export */   wy: () => (/* binding */ diffTerminal)
/* harmony export */ });
/* unused harmony exports movementNote, baselineOrigin */
/* harmony import */ var _advice_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9628);
/* harmony import */ var _util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(741);
/* harmony import */ var _util_plural_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1976);



/** `#7`, or `–` for a tool the engine did not rank (plain text: the terminal and the log). */
function rankText(rank) {
    return rank === null ? '–' : `#${rank}`;
}
/** "fell out of the top 5", "still found", "got into the top 5" … */
function movementNote(row) {
    if (row.crossed === 'fell-out')
        return `fell out of the top ${row.maxResults}`;
    if (row.crossed === 'entered')
        return `got into the top ${row.maxResults}`;
    if (row.movement === 'regressed')
        return row.headFound ? 'still found' : 'still not found';
    if (row.movement === 'improved')
        return row.headFound ? 'found' : `still outside the top ${row.maxResults}`;
    return '';
}
function baselineOrigin(diff) {
    const sha = diff.baseSha.slice(0, 7);
    if (diff.source === 'lock')
        return `base ${sha} from its lock file (no server started, ${diff.cost.totalMs} ms)`;
    const setup = diff.cost.setupMs !== undefined ? `, setup ${(diff.cost.setupMs / 1000).toFixed(1)} s` : '';
    return `base ${sha} from a worktree (${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(diff.cost.serversStarted, 'server')} started${setup}, ${(diff.cost.totalMs / 1000).toFixed(1)} s in all)`;
}
/** The base-branch diff for the terminal: what moved, newest facts first. */
function diffTerminal(baseline, style) {
    if (baseline.source === 'none') {
        const line = `no baseline: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(baseline.reason, 300)}`;
        return (baseline.warning ? style.yellow(`warning: ${line}`) : style.dim(line)) + '\n';
    }
    const out = [];
    const head = `${baselineOrigin(baseline)}: ${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(baseline.regressions, 'regression')}, ${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(baseline.improvements, 'improvement')}`;
    out.push(style.bold(head));
    const moved = [...baseline.rows.filter((r) => r.movement === 'regressed'), ...baseline.rows.filter((r) => r.movement === 'improved')];
    for (const r of moved) {
        const arrow = r.movement === 'regressed' ? style.red('▼') : style.green('▲');
        const note = movementNote(r);
        out.push(`  ${arrow} ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(r.query, 40)}  ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(r.ref, 50)}  ${r.engine}  ${rankText(r.baseRank)} → ${rankText(r.headRank)}${note ? `  ${note}` : ''}`);
        if (r.blame)
            for (const line of (0,_advice_text_js__WEBPACK_IMPORTED_MODULE_0__/* .describeBlame */ .n)(r.blame).slice(1, 7))
                out.push(style.dim(`    ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(line.trim(), 200)}`));
    }
    for (const c of baseline.resultChanges) {
        out.push(style.dim(`  ~ ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(c.query, 40)}  ${c.engine}: results changed (${c.base.length} → ${c.head.length} tools)`));
    }
    if (baseline.newQueries.length)
        out.push(style.dim(`  new queries: ${baseline.newQueries.map((q) => `"${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(q, 60)}"`).join(', ')}`));
    if (baseline.removedQueries.length)
        out.push(style.dim(`  removed queries: ${baseline.removedQueries.map((q) => `"${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(q, 60)}"`).join(', ')}`));
    const c = baseline.catalog;
    const parts = [
        c.added.length ? `${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(c.added.length, 'tool')} added` : '',
        c.removed.length ? `${c.removed.length} removed` : '',
        c.renamed.length ? `${c.renamed.length} renamed (${c.renamed.map((r) => `${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(r.from, 60)} → ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(r.to, 60)}`).join(', ')})` : '',
        c.descriptionChanged.length ? `${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(c.descriptionChanged.length, 'description')} changed` : '',
        c.schemaChanged.length ? `${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(c.schemaChanged.length, 'schema')} changed` : ''
    ].filter(Boolean);
    if (parts.length)
        out.push(style.dim(`  catalog: ${parts.join(', ')}`));
    return out.join('\n') + '\n';
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

/***/ 2794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ REPORT_VERSION),
/* harmony export */   L: () => (/* binding */ jsonReport)
/* harmony export */ });
const REPORT_VERSION = 1;
/** The machine-readable report (`--json`, the action's `report` output). Documented in README. */
function jsonReport(evaluation, listings, manifestFile, extra = {}) {
    return {
        version: REPORT_VERSION,
        manifest: manifestFile,
        engines: evaluation.engines,
        servers: listings.map((l) => ({
            name: l.name,
            tools: l.tools.length,
            source: l.source,
            pages: l.pages,
            ...(l.serverInfo ? { serverInfo: l.serverInfo } : {}),
            warnings: l.warnings ?? []
        })),
        queries: evaluation.queries.map((q) => ({
            query: q.query,
            line: q.line,
            status: q.status,
            ...(q.knownFailure !== undefined ? { knownFailure: q.knownFailure } : {}),
            engines: Object.fromEntries(Object.entries(q.engines).map(([id, r]) => [
                id,
                {
                    maxResults: r.maxResults,
                    mode: r.mode,
                    results: r.results,
                    ranking: r.ranking,
                    expectations: r.expectations,
                    pass: r.pass,
                    ...(r.cutTie ? { cutTie: r.cutTie } : {}),
                    ...(r.clientNames ? { clientNames: r.clientNames } : {}),
                    ...(r.error ? { error: r.error } : {})
                }
            ]))
        })),
        summary: evaluation.summary,
        ...(extra.findings ? { findings: extra.findings.map(({ rule, severity, server, tool, message, id, tools, line, col }) => ({ rule, severity, server, tool, message, ...(id ? { id } : {}), ...(tools ? { tools } : {}), ...(line !== undefined ? { line, col } : {}) })) } : {}),
        ...(extra.baseline ? { baseline: extra.baseline } : {})
    };
}


/***/ }),

/***/ 643:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ sarifReport)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _lint_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9845);
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


/***/ }),

/***/ 1973:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $: () => (/* binding */ rankingReport),
  R: () => (/* binding */ terminalReport)
});

// EXTERNAL MODULE: ./src/report/advice-text.ts + 1 modules
var advice_text = __webpack_require__(9628);
// EXTERNAL MODULE: ./src/report/findings-text.ts
var findings_text = __webpack_require__(8188);
// EXTERNAL MODULE: ./src/report/diff-text.ts
var diff_text = __webpack_require__(6919);
// EXTERNAL MODULE: ./src/util/plural.ts
var plural = __webpack_require__(1976);
;// CONCATENATED MODULE: ./src/report/explain.ts
const FIELD_LABEL = {
    name: 'name',
    'name-part': 'part of name',
    coarse: 'whole name',
    'coarse-part': 'part of whole name',
    'full-name': 'joined name',
    hint: 'search hint',
    description: 'description',
    bm25: 'bm25',
    promotion: 'promoted by name'
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
        .map(([term, list]) => `${quote(term)}: ${list.map((c) => `${FIELD_LABEL[c.field]} ${points(c.points)}`).join(', ')}`)
        .join('; ');
}
function formatScore(score) {
    return Number.isInteger(score) ? String(score) : score.toFixed(3);
}

// EXTERNAL MODULE: ./src/util/sanitize-text.ts
var sanitize_text = __webpack_require__(741);
;// CONCATENATED MODULE: ./src/report/terminal.ts






function serverLine(servers, total) {
    const parts = servers.map((s) => `${(0,sanitize_text/* plainText */.w)(s.name, 60)} (${s.source}, ${(0,plural/* plural */.L)(s.toolCount, 'tool')}${s.pages > 1 ? `, ${s.pages} pages` : ''})`);
    return `servers: ${parts.join(' · ')} — ${total} tools`;
}
/** One engine's verdict on one expectation, as a short table cell. */
function cell(e) {
    if (!e)
        return { text: '', bad: false, warn: false };
    if (e.alwaysLoaded)
        return { text: e.kind === 'expect' ? 'always' : 'always ✗', bad: e.kind === 'forbid', warn: false };
    const at = (0,diff_text/* rankText */._k)(e.rank);
    if (e.kind === 'forbid')
        return { text: e.pass ? `${at} ok` : `${at} ✗`, bad: !e.pass, warn: false };
    if (!e.pass)
        return { text: `${at} ✗`, bad: true, warn: false };
    return { text: e.fragile ? `${at} tie` : at, bad: false, warn: e.fragile };
}
function why(e, r) {
    const name = (0,sanitize_text/* plainText */.w)(e.ref, 80);
    if (e.kind === 'forbid')
        return `${name} must not be in the top ${r.maxResults}, but ranks ${(0,diff_text/* rankText */._k)(e.rank)}`;
    const at = e.rank === null ? 'does not score at all' : `ranks ${(0,diff_text/* rankText */._k)(e.rank)}`;
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
/**
 * The check report: one row per expectation, one rank column per engine, then the reasons
 * for each failure with its manifest line.
 */
function terminalReport(evaluation, manifestFile, style, findings = []) {
    const out = [];
    out.push(style.bold(`mcp-tool-rank · ${manifestFile}`));
    out.push(serverLine(evaluation.servers, evaluation.toolCount));
    out.push(`engines: ${evaluation.engines.map((e) => `${e.id} (${e.client}, ${e.versions})`).join(' · ')}`);
    for (const s of evaluation.servers)
        for (const w of s.warnings)
            out.push(style.yellow(`warning: ${(0,sanitize_text/* plainText */.w)(s.name, 60)}: ${(0,sanitize_text/* plainText */.w)(w)}`));
    out.push('');
    const engines = evaluation.engines.map((e) => e.id);
    const rows = [];
    for (const q of evaluation.queries) {
        const results = Object.values(q.engines);
        const expectations = results[0]?.expectations ?? [];
        const query = (0,sanitize_text/* plainText */.w)(q.query, 40) || '(empty)';
        if (expectations.length === 0) {
            const first = results[0];
            const top = first?.error ? `client rejects it: ${(0,sanitize_text/* plainText */.w)(first.error, 80)}` : `top: ${first?.results.slice(0, 3).map((t) => (0,sanitize_text/* plainText */.w)(t, 60)).join(', ') || '(nothing)'}`;
            rows.push({ mark: statusMark(q, style), query, tool: '', cells: [], note: style.dim(top) });
            continue;
        }
        expectations.forEach(({ kind, ref }, i) => {
            const byEngine = engines.map((id) => cell(q.engines[id]?.expectations.find((e) => e.kind === kind && e.ref === ref)));
            rows.push({
                mark: i === 0 ? statusMark(q, style) : ' ',
                query: i === 0 ? query : '',
                tool: `${kind === 'forbid' ? 'not ' : ''}${(0,sanitize_text/* plainText */.w)(ref, 50)}`,
                cells: byEngine
            });
        });
    }
    const wQuery = Math.max(5, ...rows.map((r) => r.query.length));
    const wTool = Math.max(4, ...rows.map((r) => r.tool.length));
    const wCells = engines.map((id, i) => Math.max(id.length, ...rows.map((r) => r.cells[i]?.text.length ?? 0)));
    out.push(style.dim(`  ${'query'.padEnd(wQuery)}  ${'tool'.padEnd(wTool)}  ${engines.map((id, i) => id.padEnd(wCells[i])).join('  ')}`.trimEnd()));
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
    const failures = evaluation.queries.filter((q) => q.status === 'fail' || q.status === 'known-failure' || q.status === 'fixed');
    if (failures.length > 0)
        out.push('');
    for (const q of failures) {
        const where = `${manifestFile}:${q.line}`;
        if (q.status === 'fixed') {
            out.push(style.yellow(`${where}: "${(0,sanitize_text/* plainText */.w)(q.query, 80)}" is marked known_failure but passes now: remove the mark`));
            continue;
        }
        for (const r of Object.values(q.engines)) {
            for (const e of r.expectations.filter((x) => !x.pass)) {
                const line = `${where}: "${(0,sanitize_text/* plainText */.w)(q.query, 80)}" under ${r.engine}: ${why(e, r)}`;
                out.push(q.status === 'fail' ? style.red(line) : style.dim(line));
                if (e.advice)
                    out.push(style.dim(`  → ${(0,sanitize_text/* plainText */.w)((0,advice_text/* describeAdvice */.g)(e.advice), 400)}`));
            }
        }
        if (q.status === 'known-failure')
            out.push(style.dim(`  known failure: ${(0,sanitize_text/* plainText */.w)(q.knownFailure ?? '', 160)}`));
    }
    const lint = (0,findings_text/* findingsSummary */.F)(findings, manifestFile, style);
    if (lint.length > 0)
        out.push('', ...lint);
    out.push('');
    const s = evaluation.summary;
    const parts = [`${s.passed} passed`, s.failed ? style.red(`${s.failed} failed`) : '0 failed'];
    if (s.knownFailures)
        parts.push((0,plural/* plural */.L)(s.knownFailures, 'known failure'));
    if (s.reportOnly)
        parts.push(`${s.reportOnly} without expectations`);
    if (s.fragile)
        parts.push(style.yellow(`${s.fragile} fragile (tie at the cut)`));
    out.push(style.bold(`${s.queries} queries: ${parts.join(', ')}`));
    return out.join('\n') + '\n';
}
/** One query's ranking for `rank`, with per-term points under `--explain`. */
function rankingReport(query, engineId, result, maxResults, options, style) {
    const out = [];
    out.push(style.bold(`${engineId} · "${(0,sanitize_text/* plainText */.w)(query, 200)}" · ${result.mode} · top ${maxResults}`));
    if (result.ranking.length === 0) {
        out.push('  nothing scored: the client returns no tools for this query');
        return out.join('\n') + '\n';
    }
    const shown = result.ranking.slice(0, Math.max(options.limit, maxResults));
    const nameWidth = Math.min(60, Math.max(...shown.map((r) => (0,sanitize_text/* plainText */.w)(r.tool, 60).length)));
    for (const r of shown) {
        const inCut = result.results.includes(r.tool);
        const mark = inCut ? ' ' : style.dim('·');
        const own = options.clientName?.(r.tool);
        const name = (0,sanitize_text/* plainText */.w)(r.tool, 60).padEnd(nameWidth) + (own && own !== r.tool ? style.dim(` (${(0,sanitize_text/* plainText */.w)(own, 64)})`) : '');
        const line = `${mark}${String(r.rank).padStart(4)}  ${formatScore(r.score).padStart(7)}  ${name}`;
        out.push(inCut ? line : style.dim(line));
        if (options.explain && r.breakdown.length > 0)
            out.push(style.dim(`               ${explainBreakdown(r.breakdown, (t) => `"${(0,sanitize_text/* plainText */.w)(t, 60)}"`)}`));
        if (r.rank === maxResults && result.ranking.length > maxResults)
            out.push(style.dim(`      ── cut: the client returns the ${maxResults} above ──`));
    }
    if (result.ranking.length > shown.length)
        out.push(style.dim(`   … ${result.ranking.length - shown.length} more scored`));
    return out.join('\n') + '\n';
}


/***/ }),

/***/ 1976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ plural)
/* harmony export */ });
/** `1 tool`, `1,500 tools`, `2 queries` (with `many`). */
function plural(n, one, many = `${one}s`) {
    return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}


/***/ })

};
