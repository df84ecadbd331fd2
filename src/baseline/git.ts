import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A git command failed; `stderr` holds git's own words. */
export class GitError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly stderr: string
  ) {
    super(`git ${args.join(' ')}: ${stderr.trim().split('\n').pop() ?? 'failed'}`)
    this.name = 'GitError'
  }
}

export function git(args: readonly string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('git', [...args], { cwd, maxBuffer: 256 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } }, (error, stdout, stderr) => {
      if (error) reject(new GitError(args, stderr || error.message))
      else resolve(stdout)
    })
  })
}

export async function repoRoot(cwd: string): Promise<string> {
  return (await git(['rev-parse', '--show-toplevel'], cwd)).trim()
}

async function hasCommit(sha: string, cwd: string): Promise<boolean> {
  try {
    await git(['cat-file', '-e', `${sha}^{commit}`], cwd)
    return true
  } catch {
    return false
  }
}

/** The base ref names no commit here, and fetching it from `origin` failed too; `gitMessage` is git's own. */
export class BaseCommitError extends Error {
  constructor(
    readonly ref: string,
    readonly gitMessage: string
  ) {
    super(`${ref} is not a commit in this checkout, and \`git fetch origin ${ref}\` failed: ${gitMessage}`)
    this.name = 'BaseCommitError'
  }
}

/** Git's own first complaint (`fatal: …`), else its last line: what it says after it is advice. */
export function gitSays(err: unknown): string {
  const lines = (err instanceof GitError ? err.stderr : String(err)).split('\n').map((l) => l.trim()).filter(Boolean)
  return lines.find((l) => /^(fatal|error):/.test(l)) ?? lines.pop() ?? 'failed'
}

/**
 * Resolves a ref or sha to a commit that is present locally. A shallow checkout (the
 * default of actions/checkout) lacks the base commit: fetch just that commit.
 */
export async function ensureCommit(ref: string, cwd: string): Promise<string> {
  if (!(await hasCommit(ref, cwd))) {
    const shallow = (await git(['rev-parse', '--is-shallow-repository'], cwd)).trim() === 'true'
    try {
      await git(['fetch', '--no-tags', '--quiet', ...(shallow ? ['--depth=1'] : []), 'origin', ref], cwd)
    } catch (err) {
      throw new BaseCommitError(ref, gitSays(err))
    }
  }
  try {
    return (await git(['rev-parse', '--verify', `${ref}^{commit}`], cwd)).trim()
  } catch (err) {
    // Fetched, yet no commit: a tag of a tree, say.
    throw new BaseCommitError(ref, gitSays(err))
  }
}

/**
 * What this checkout has that a worktree of a commit lacks: the files and folders git ignores
 * (node_modules, build output), at most `limit` of them. Empty when git cannot say.
 */
export async function ignoredEntries(cwd: string, limit = 5): Promise<string[]> {
  try {
    const out = await git(['ls-files', '--others', '--ignored', '--exclude-standard', '--directory', '--no-empty-directory'], cwd)
    return out.split('\n').filter(Boolean).slice(0, limit)
  } catch {
    return []
  }
}

/** A file's text at a commit, or undefined when the commit has no such file. */
export async function showFile(sha: string, path: string, cwd: string): Promise<string | undefined> {
  try {
    await git(['cat-file', '-e', `${sha}:${path}`], cwd)
  } catch {
    return undefined
  }
  return git(['show', `${sha}:${path}`], cwd)
}

/** Runs `fn` in a detached worktree of `sha` in a temporary folder, removed on every path. */
export async function withWorktree<T>(sha: string, cwd: string, fn: (dir: string) => Promise<T>): Promise<T> {
  const parent = await mkdtemp(join(tmpdir(), 'mcp-tool-rank-base-'))
  const dir = join(parent, 'base')
  try {
    await git(['worktree', 'add', '--detach', '--quiet', dir, sha], cwd)
    return await fn(dir)
  } finally {
    await git(['worktree', 'remove', '--force', dir], cwd).catch(() => undefined)
    await rm(parent, { recursive: true, force: true })
    await git(['worktree', 'prune'], cwd).catch(() => undefined)
  }
}
