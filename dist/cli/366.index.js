export const id = 366;
export const ids = [366];
export const modules = {

/***/ 366:
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
// EXTERNAL MODULE: ./src/process/credentials.ts
var credentials = __webpack_require__(7343);
// EXTERNAL MODULE: ./src/process/started-command.ts
var started_command = __webpack_require__(4080);
// EXTERNAL MODULE: ./src/util/duration.ts
var duration = __webpack_require__(6518);
;// CONCATENATED MODULE: ./src/process/setup.ts



/** A `setup` command (install, build) run to completion as a process group, without the caller's credentials. */
async function runSetup(command, cwd, env, timeoutMs) {
    const setup = new started_command/* StartedCommand */.t(command, (0,credentials/* withoutCredentials */.ri)(env), cwd);
    try {
        if (!(await setup.waitForExit(timeoutMs)))
            throw new Error(`setup \`${command}\` timed out after ${(0,duration/* formatDuration */.a3)(timeoutMs)}`);
        if (!setup.succeeded)
            throw new Error(`setup \`${command}\` ${setup.describeExit()}: ${setup.output.tail().slice(-5).join(' | ')}`);
    }
    finally {
        await setup.stop();
    }
}

// EXTERNAL MODULE: ./src/evaluate/evaluate.ts + 3 modules
var evaluate = __webpack_require__(1049);
// EXTERNAL MODULE: ./src/neighbours/bundled.ts
var bundled = __webpack_require__(4160);
// EXTERNAL MODULE: ./src/lock/index.ts + 1 modules
var lock = __webpack_require__(9336);
// EXTERNAL MODULE: ./src/manifest/load.ts + 3 modules
var load = __webpack_require__(7757);
// EXTERNAL MODULE: ./src/pipeline.ts
var pipeline = __webpack_require__(5165);
// EXTERNAL MODULE: ./src/baseline/diff.ts + 2 modules
var baseline_diff = __webpack_require__(2866);
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
    const diff = (evaluation, catalog, source, cost) => (0,baseline_diff/* diffEvaluations */.Nc)({ source, baseSha: sha, cost: { ...cost, totalMs: Math.round(performance.now() - started) }, base: { evaluation, catalog }, head });
    if (options.mode === 'auto' || options.mode === 'lock') {
        try {
            const listings = await listingsFromLock(manifest, sha, root, workRel);
            if (typeof listings !== 'string') {
                const catalog = (0,build/* buildCatalog */.oY)([...listings, ...(await (0,bundled/* loadNeighbours */.BY)(manifest.neighbours.map((n) => n.name)))]);
                options.log?.(`base ${sha.slice(0, 7)}: ranked from ${manifest.lockFile}, no server started`);
                return diff((0,evaluate/* evaluate */._)(manifest, catalog, { engines: options.engines, ...(options.judge ? { judge: options.judge } : {}) }), catalog, 'lock', { serversStarted: 0 });
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
            const evaluation = (0,evaluate/* evaluate */._)(m, catalog, { engines: options.engines, ...(options.judge ? { judge: options.judge } : {}) });
            return diff(evaluation, catalog, 'worktree', { serversStarted: m.servers.filter((s) => s.kind !== 'catalog').length, ...(setupMs !== undefined ? { setupMs } : {}) });
        });
    }
    catch (err) {
        return none(`the base side failed: ${describe(err)}`, true, sha);
    }
}

// EXTERNAL MODULE: ./src/gate/verdict.ts
var verdict = __webpack_require__(5950);
// EXTERNAL MODULE: ./src/report/json.ts + 1 modules
var json = __webpack_require__(7106);
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
    const judge = options.judge ? { judge: options.judge } : {};
    const result = await (0,pipeline/* runPipeline */.aI)({ config: options.config, baseDir: options.baseDir, callerEnv: options.callerEnv, engines: options.engines, ...judge, fullRankings: options.fullRankings });
    let baseline;
    if (options.base && options.base.mode !== 'none') {
        const base = options.base;
        baseline = await progress.step(`Base commit ${/^[0-9a-f]{40}$/.test(base.ref) ? base.ref.slice(0, 7) : base.ref}`, () => obtainBaseline({ mode: base.mode, base: base.ref, config: options.config, workDir: options.baseDir, setup: base.setup, callerEnv: options.callerEnv, engines: options.engines, ...judge, log: (m) => progress.note(m) }, result));
    }
    const { findings } = result;
    const outcome = (0,verdict/* verdict */.WJ)({ evaluation: result.evaluation, baseline, findings }, options.failOn);
    return {
        result,
        ...(baseline ? { baseline } : {}),
        report: (0,json/* jsonReport */.L)(result.evaluation, result.listings, options.manifest, { baseline, findings, verdict: { ...outcome, failOn: options.failOn } }),
        sarif: (0,sarif/* sarifReport */._)(findings, { manifestFile: options.sarifManifest ?? options.manifest, version: version/* VERSION */.x, levels: result.manifest.lintRules }),
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
        context: { ...context, version: version/* VERSION */.x }
    };
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/exit-codes.ts
var exit_codes = __webpack_require__(1084);
;// CONCATENATED MODULE: ./src/gate/judge.ts
/** Judge expectations on the user's own servers alone, or with the manifest's neighbours connected too. */
const JUDGES = ['alone', 'with-neighbours'];
/** `alone` or `with-neighbours`; a bad value throws a message that reads after the option's name. */
function parseJudge(text) {
    const value = text.trim().toLowerCase();
    if (!JUDGES.includes(value))
        throw new Error(`must be ${JUDGES.join(' or ')}, got \`${text}\``);
    return value;
}

// EXTERNAL MODULE: ./src/report/diff-text.ts
var diff_text = __webpack_require__(6919);
// EXTERNAL MODULE: ./src/util/sanitize-text.ts
var sanitize_text = __webpack_require__(741);
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

// EXTERNAL MODULE: ./src/util/plural.ts
var plural = __webpack_require__(1976);
// EXTERNAL MODULE: ./src/catalog/sanitize.ts
var sanitize = __webpack_require__(2252);
// EXTERNAL MODULE: ./src/report/explain.ts
var explain = __webpack_require__(7389);
// EXTERNAL MODULE: ./src/report/neighbours-text.ts
var neighbours_text = __webpack_require__(8154);
// EXTERNAL MODULE: ./src/report/known-failure.ts
var known_failure = __webpack_require__(2970);
;// CONCATENATED MODULE: ./src/report/markdown.ts








/** GitHub rejects a comment body over 65,536 characters. */
const COMMENT_MAX_LENGTH = 65_536;
/** A step's summary may have 1 MiB. */
const SUMMARY_MAX_LENGTH = 1_000_000;
/** How a row needs attention (or changed), most urgent first. Rows of other marks are folded. */
const ATTENTION = ['regressed', 'fail', 'rejected', 'accepted', 'fixed', 'fragile', 'shift', 'improved'];
const ICON = {
    regressed: '🔻',
    fail: '❌',
    rejected: '❌',
    accepted: '☑️',
    fixed: '⚠️',
    fragile: '⚠️',
    shift: '↕️',
    improved: '🔺',
    known: '🔸',
    pass: '✅',
    info: '➖'
};
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
function rank(n) {
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
    const tied = tie.inside.length + tie.outside.length;
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
        text = e.pass ? (moved ? `${rank(e.rank)} not shown` : 'not shown') : `**${rank(e.rank)}** ✗ must not show`;
    }
    else {
        const head = e.pass ? rank(e.rank) : `**${e.rank === null ? 'not found' : rank(e.rank)}** ✗`;
        const notes = [];
        if (!e.pass)
            notes.push(e.within === r.maxResults ? `out of top ${r.maxResults}` : `needs ${rank(e.within)}`);
        else if (e.fragile)
            notes.push(tieText(r));
        text = `${head}${notes.length ? ` ${notes.join(', ')}` : ''}`;
    }
    return moved && !separateBase ? `${rank(moved.baseRank)} → ${text}` : text;
}
function baseText(c) {
    if (!c?.change)
        return '';
    return c.change.basePass === null ? 'new' : rank(c.change.baseRank);
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
    const text = view === judged ? cellText(c, false) : e.kind === 'forbid' ? (s.pass ? 'not shown' : `${rank(s.rank)} ✗ must not show`) : s.pass ? rank(s.rank) : `${s.rank === null ? 'not found' : rank(s.rank)} ✗`;
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
    return tableRow([ICON[row.mark], query, toolCell(row), ...cells]);
}
/** The edit src/advice verified (re-ranked on the edited catalog), or why no edit is enough. */
function adviceText(advice) {
    if ('unreachable' in advice)
        return `**No description edit is enough:** ${escapeText(advice.reason, 500)}`;
    const edits = advice.edits.map((e) => {
        const where = e.field === 'description' ? 'description' : 'search hint (<code>&#95;meta&#91;"anthropic/searchHint"&#93;</code>)';
        return `add ${e.add.map((w) => code(w, 40)).join(' ')} to the start of the ${where} of ${toolLabel(e.tool)}`;
    });
    return `**Suggested fix:** ${edits.join('; ')}. Re-ranked with it: ${rank(advice.projectedRank)}.`;
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
        lines.push(`- ${toolLabel(g.tool)} ${g.added ? '' : `${g.base ? rank(g.base.rank) : 'unranked'} → `}${rank(g.head.rank)}: ${why}`);
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
            ? `Why ${code(failing.ref, 80)} dropped from ${rank(cell.change.baseRank)} to ${rank(failing.rank)}`
            : failing.rank === null
                ? `Why ${code(failing.ref, 80)} is not found`
                : `Why ${code(failing.ref, 80)} ranks ${rank(failing.rank)}`;
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
        lines.push('', `On the base commit ${code(failing.ref, 80)} ranked ${rank(cell.change.baseRank)} with ${(0,explain/* formatScore */.y)(cell.change.baseScore ?? 0)} points; now ${rank(failing.rank)} with ${(0,explain/* formatScore */.y)(failing.score ?? 0)}.`);
        const blamed = cell.change.blame;
        if (blamed)
            lines.push(...blameLines(blamed));
    }
    if (failing.rank === null)
        lines.push('', `${code(failing.ref, 80)} scored nothing for this query: no query term matches its name, description or search hint.`);
    lines.push(...crowdLines(failing));
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
    const alone = n.alone.pass ? `Alone (your servers only) it ranks ${rank(n.alone.rank)} and passes.` : `Alone (your servers only) it ranks ${rank(n.alone.rank)}.`;
    return ['', `${alone} With the neighbours connected, these of their tools rank above it:`, '', ...n.crowdedBy.map((c) => `- ${rank(c.rank)} ${(0,neighbours_text/* crowdingText */.zJ)(c, code)}`)];
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
/** What the base side says beyond the table: no baseline, new and removed queries, catalog changes. */
function baselineNotes(input) {
    const b = input.baseline;
    if (!b)
        return '';
    if (b.source === 'none')
        return `${b.warning ? '⚠️ ' : ''}No baseline: ${escapeText(b.reason, 400)}${b.warning ? '. The verdict above is for this PR alone.' : '.'}`;
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
    const t = (0,verdict/* tally */.N4)(evaluation, input.baseline);
    const s = evaluation.summary;
    const count = (m) => new Set(rows.filter((r) => r.mark === m).map((r) => r.query)).size;
    const lintErrors = (findings ?? []).filter((f) => f.severity === 'error').length;
    const stats = [`**${(0,plural/* plural */.L)(s.queries, 'query', 'queries')}**`, `${s.passed} pass`];
    if (s.failed > 0)
        stats.push(`**${s.failed} fail**`);
    if (s.knownFailures > 0)
        stats.push((0,plural/* plural */.L)(s.knownFailures, 'known failure'));
    if (s.reportOnly > 0)
        stats.push(`${s.reportOnly} without expectations`);
    const engines = enginesSummary(evaluation);
    const counts = evaluation.neighbours ? ` · ${(0,neighbours_text/* passCountsText */.Jn)(evaluation.neighbours)}` : '';
    if (!attention) {
        const judged = s.queries - s.reportOnly - s.knownFailures;
        const verdict = s.queries === 0 ? 'the manifest has no queries' : evaluation.neighbours ? `queries pass ${(0,neighbours_text/* passCountsText */.Jn)(evaluation.neighbours)}` : `${s.passed}/${judged} queries pass`;
        const extra = [s.knownFailures > 0 ? (0,plural/* plural */.L)(s.knownFailures, 'known failure') : '', s.reportOnly > 0 ? `${s.reportOnly} without expectations` : ''].filter(Boolean);
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
    const parts = evaluation.engines.map((e) => `${engineLabel(e.id)} = ${escapeText(e.client, 80)} ${escapeText(e.versions, 80)}${e.exact ? '' : ' (approximate)'}`);
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
function folded(summary, body, open) {
    return open ? `#### ${summary}\n\n${body}` : `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}
/** Renders the report, dropping the least important rows first when it would exceed `maxLength`. */
function renderMarkdown(input, options) {
    const { evaluation, context } = input;
    const summaryMode = options.mode === 'summary';
    const diff = diffOf(input);
    const layout = layoutOf(evaluation, diff);
    const rows = buildRows(evaluation, diff, input.acceptedBy !== undefined);
    const urgent = rows.filter((r) => ATTENTION.includes(r.mark)).sort((a, b) => ATTENTION.indexOf(a.mark) - ATTENTION.indexOf(b.mark));
    const lintErrors = (input.findings ?? []).some((f) => f.severity === 'error');
    const attention = urgent.length > 0 || lintErrors || (diff?.regressions ?? 0) > 0;
    const attentionSection = section(urgent.map((r) => renderRow(r, layout, context, true)), (kept) => (kept.length ? [...layout.head, ...kept].join('\n') : ''));
    const findings = [...(input.findings ?? [])].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
    const findingsSection = section(findings.map((f) => tableRow([SEVERITY_ICON[f.severity], f.tool ? code(`${f.server}/${f.tool}`, 100) : code(f.server, 60), `${code(f.rule, 60)} ${escapeText(f.message, 300)}`])), (kept, omitted) => {
        if (kept.length === 0 && omitted === 0)
            return '';
        const errors = findings.filter((f) => f.severity === 'error').length;
        const title = `Findings (${findings.length}${errors ? `, ${(0,plural/* plural */.L)(errors, 'error')}` : ''})`;
        return folded(title, [tableRow(['', 'tool', 'finding']), tableRow([':-:', '---', '---']), ...kept].join('\n'), summaryMode);
    });
    const whySection = section(urgent
        .filter((r) => r.mark === 'fail' || r.mark === 'regressed' || r.mark === 'accepted')
        .flatMap((r) => r.cells.filter((c) => c !== undefined && (c.change?.change === 'regression' || (c.expectation !== undefined && !c.expectation.pass))).map((c) => whyBlock(r.query, c)))
        .filter((b) => b !== undefined)
        .slice(0, 10), (kept) => kept.join('\n\n'));
    let previous;
    const allRows = rows.map((r) => {
        const line = renderRow(r, layout, context, r.query !== previous);
        previous = r.query;
        return line;
    });
    const allSection = section(allRows, (kept, omitted) => {
        if (kept.length === 0 && omitted === 0)
            return '';
        return folded(`All ${(0,plural/* plural */.L)(evaluation.queries.length, 'query', 'queries')}`, [...layout.head, ...kept].join('\n'), summaryMode);
    });
    const warnings = evaluation.servers.flatMap((s) => s.warnings.map((w) => `- ${code(s.name, 60)}: ${escapeText(w, 300)}`));
    const warningsSection = section(warnings, (kept) => (kept.length ? folded(`Server warnings (${warnings.length})`, kept.join('\n'), summaryMode) : ''));
    // Most important first: rows are dropped from the end of the last section that has any (the
    // full table, server warnings, findings from the infos up, explanations, and last the rows
    // that need attention).
    const sections = [attentionSection, whySection, findingsSection, warningsSection, allSection];
    const head = headline(input, rows, attention);
    const notes = baselineNotes(input);
    const foot = footer(input);
    const shown = (s) => s.render(s.rows.slice(0, s.kept), s.rows.length - s.kept);
    const assemble = () => {
        const omitted = sections.reduce((n, s) => n + s.rows.length - s.kept, 0);
        const notice = omitted
            ? `> [!NOTE]\n> ${(0,plural/* plural */.L)(omitted, 'row')} not shown, to stay within ${options.maxLength.toLocaleString('en-US')} characters; ${summaryMode ? 'the JSON report (the `report` output) has them all' : 'the job summary has them all'}.`
            : '';
        const parts = [head, shown(attentionSection), shown(whySection), notes, shown(findingsSection), shown(allSection), shown(warningsSection), notice, foot];
        return parts.filter((p) => p !== '').join('\n\n') + '\n';
    };
    let text = assemble();
    // Only when it is too long: drop rows by their length until the estimate (with room for the
    // notice) fits, then check for real (headings and the notice add a little).
    let excess = text.length > options.maxLength ? text.length - options.maxLength + 200 : 0;
    for (let i = sections.length - 1; i >= 0 && excess > 0;) {
        const target = sections[i];
        if (target.kept === 0) {
            i--;
            continue;
        }
        target.kept--;
        excess -= target.rows[target.kept].length + 1;
        if (excess <= 0) {
            text = assemble();
            excess = text.length - options.maxLength;
        }
    }
    // Every row dropped and still too long (headings, notes, footer): the text without rows, cut.
    if (excess > 0)
        text = assemble();
    if (text.length > options.maxLength)
        text = text.slice(0, options.maxLength - 2) + '…\n';
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
/** A comment's full text: the marker line, then the body. */
function withMarker(key, body) {
    return `${markerLine(key)}\n${body}`;
}
/** The report as the comment's body: within the comment size limit once the marker is added. */
function commentBody(input, key) {
    return renderMarkdown(input, { mode: 'comment', maxLength: COMMENT_MAX_LENGTH - markerLine(key).length - 1 });
}
/** The report as the job summary: the full tables open. */
function summaryText(input) {
    return renderMarkdown(input, { mode: 'summary', maxLength: SUMMARY_MAX_LENGTH });
}

// EXTERNAL MODULE: ./src/report/terminal.ts
var terminal = __webpack_require__(7496);
// EXTERNAL MODULE: ./src/cli/command.ts
var command = __webpack_require__(3567);
// EXTERNAL MODULE: ./src/cli/options.ts
var options = __webpack_require__(776);
// EXTERNAL MODULE: ./src/cli/output.ts + 1 modules
var output = __webpack_require__(3091);
;// CONCATENATED MODULE: ./src/cli/check.ts















const HELP = `Usage: mcp-tool-rank check [--config FILE] [--engine ID]... [--json FILE [--full-rankings]] [--sarif FILE] [--markdown FILE]
                          [--summary FILE] [--update-lock] [--base REF [--baseline MODE] [--setup CMD]]
                          [--fail-on LIST] [--judge VIEW]

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
                      or none (default missing,regression)
      --judge VIEW    with the manifest's neighbours: judge the expectations alone
                      (your servers only) or with-neighbours (default)
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
        return verdict/* DEFAULT_FAIL_ON */.VQ;
    try {
        return (0,verdict/* parseFailOn */.XV)(value);
    }
    catch (err) {
        throw new errors/* UsageError */.e(`\`--fail-on\` ${err.message}`);
    }
}
function judgeOf(value) {
    if (value === undefined)
        return undefined;
    try {
        return parseJudge(value);
    }
    catch (err) {
        throw new errors/* UsageError */.e(`--judge ${err.message}`);
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
        judge: { type: 'string' }
    },
    async run(values) {
        const config = (0,options/* configOf */.W1)(values);
        const failOn = failOnOf(values['fail-on']);
        const base = baseSide(values);
        const judge = judgeOf(values.judge);
        const { out: human, style } = (0,output/* readerOutput */.$C)({ json: values.json, sarif: values.sarif, markdown: values.markdown, summary: values.summary });
        const manifest = (0,output/* manifestPath */.ji)(config);
        const run = await runCheck({ config, baseDir: process.cwd(), callerEnv: process.env, engines: values.engine, manifest: config, sarifManifest: manifest, ...(base ? { base } : {}), failOn, ...(judge ? { judge } : {}), fullRankings: values['full-rankings'] });
        const { result, baseline } = run;
        human.write((0,terminal/* terminalReport */.R)(result.evaluation, config, style, result.findings));
        if (baseline)
            human.write('\n' + (0,diff_text/* diffTerminal */.wy)(baseline, style));
        if (values.json)
            await (0,output/* writeJson */.GF)(values.json, run.report);
        if (values.sarif)
            await (0,output/* writeJson */.GF)(values.sarif, run.sarif);
        if (values.markdown || values.summary) {
            const render = renderInput({ ...result, baseline }, { manifest, ...(await headCommit()) });
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


/***/ })

};
