/**
 * Hostile strings through each escaper, checked with a real GFM renderer (micromark with the
 * GFM extension, raw HTML allowed as GitHub allows it) and against the runner's own
 * command syntax.
 */
import { describe, expect, it } from '@jest/globals'
import { micromark } from 'micromark'
import { gfm, gfmHtml } from 'micromark-extension-gfm'
import { annotationText, code, defuseCommands, escapeText, preformatted } from '../src/report/escape-markdown.js'

const render = (md: string): string => micromark(md, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] })

/** GitHub links `@name` and `#123` after a non-word character (or at the start). */
const LINKABLE = /(?<![A-Za-z0-9_])(@[A-Za-z0-9]|#\d|GH-\d)/i
/** Text content of rendered HTML, entities decoded. */
const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

const HOSTILE_HTML = ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>', '</details></summary>', '<!-- x -->', '<a href="javascript:alert(1)">x</a>', '<details open>']

describe('escapeText', () => {
  it.each(HOSTILE_HTML)('keeps %s as visible text, never a tag', (hostile) => {
    const html = render(`before ${escapeText(hostile)} after`)
    expect(html).not.toMatch(/<(img|script|details|summary|a|!--)/)
    expect(textOf(html)).toContain(hostile)
  })

  it.each([
    ['**bold**', /<strong>/],
    ['_em_', /<em>/],
    ['~~gone~~', /<del>/],
    ['[click](https://evil.example)', /<a /],
    ['![x](https://evil.example/x.png)', /<img/],
    ['`tick`', /<code>/],
    ['<https://evil.example>', /<a /],
    ['bare https://evil.example/login', /<a /],
    ['www.evil.example', /<a /]
  ])('keeps the markdown of %s literal', (hostile, element) => {
    const html = render(`x ${escapeText(hostile)}`)
    expect(html).not.toMatch(element)
    expect(textOf(html)).toBe(`x ${hostile}`)
  })

  it.each(['# heading', '- item', '+ item', '1. item', '3) item', '    indented code', '---', '> quote'])('does not let %s open a block at the start of a line', (hostile) => {
    const html = render(escapeText(hostile))
    expect(html).toMatch(/^<p>/)
    expect(textOf(html).trim()).toBe(hostile.trim())
  })

  it('never splits a table row, whatever the pipes', () => {
    const hostile = 'a | b \\| c || d'
    const html = render(`| one | two |\n| --- | --- |\n| ${escapeText(hostile)} | ${code(hostile)} |\n`)
    const cells = html.match(/<td>/g) ?? []
    expect(cells).toHaveLength(2)
    expect(textOf(html)).toContain(hostile)
  })

  it.each(['@octocat please look', 'cc @github/security', 'fixes #123', 'see GH-42', 'octo/tools#7', '(@admin)'])('neutralises the mention or reference in %s', (hostile) => {
    const text = textOf(render(`x ${escapeText(hostile)}`))
    expect(text).not.toMatch(LINKABLE)
    expect(text.replace(/\u200B/g, '')).toContain(hostile)
  })

  it('leaves an @ or # inside a word alone (no link there anyway)', () => {
    expect(escapeText('claude-code@2.1 issue#5')).toBe('claude-code@2.1 issue#5')
  })

  it('removes control, bidi, zero-width and tag characters', () => {
    const hostile = 'a\u001b[31mred\u0007\u202Eevil\u2066x\u2069\u200By\uFEFFz\u{E0041}\u{E0042}\u00ADw\u061C'
    expect(textOf(render(escapeText(hostile)))).toBe('a[31mredevilxyzw')
  })

  it('turns newlines into spaces and caps the length without splitting a surrogate pair', () => {
    expect(escapeText('one\ntwo\r\nthree\u2028four')).toBe('one two three four')
    const long = 'x'.repeat(5000)
    expect(escapeText(long, 100)).toHaveLength(100)
    const emoji = 'a' + '😀'.repeat(10)
    const capped = escapeText(emoji, 4)
    expect(capped.endsWith('…')).toBe(true)
    expect(Buffer.from(capped, 'utf8').toString('utf8')).toBe(capped)
    expect(capped).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/)
  })

  it('keeps an entity literal rather than decoding it', () => {
    expect(textOf(render(escapeText('&lt;script&gt; &#64;octocat'))).replace(/\u200B/g, '')).toBe('&lt;script&gt; &#64;octocat')
  })
})

describe('code', () => {
  it('renders inline code that survives HTML blocks such as <summary>', () => {
    const html = render(`<details><summary>Why ${code('<b>x</b> | @octocat')}</summary>\n\nbody\n\n</details>`)
    expect(html).toContain('<code>&lt;b&gt;x&lt;/b&gt; &#124; @\u200Boctocat</code>')
  })

  it('shows an empty or blank string as (empty)', () => {
    expect(code('')).toBe('<i>(empty)</i>')
    expect(code('  \u200B ')).toBe('<i>(empty)</i>')
  })
})

describe('preformatted', () => {
  it('keeps the last lines, escaped, inside a <pre> that no line can close', () => {
    const lines = ['</pre><img src=x>', '@octocat', ...Array.from({ length: 30 }, (_, i) => `line ${i}`)]
    const html = render(preformatted(lines, 31))
    expect(html).not.toMatch(/<img/)
    expect(html.match(/<\/pre>/g)).toHaveLength(1)
    expect(html).toContain('(1 earlier lines not shown)')
    expect(html).toContain('@\u200Boctocat')
  })
})

describe('annotationText', () => {
  it('removes what could disguise the message and caps it', () => {
    expect(annotationText('ok\u202Ekcab\u0007\nnext')).toBe('okkcab next')
    expect(annotationText('y'.repeat(2000), 50)).toHaveLength(50)
  })
})

describe('defuseCommands', () => {
  /** The runner runs `::cmd::` at the start of a line (after white space) and `##[cmd]` anywhere. */
  const runnable = (line: string): boolean => /^\s*::[A-Za-z-]+( [^:]*)?::/.test(line) || /##\[[A-Za-z-]+[ \]]/.test(line)

  it.each([
    '::add-mask::secret',
    '   ::set-output name=passed::999',
    '\t::stop-commands::abc',
    'text ##[add-mask]secret',
    '##[set-output name=x;]y',
    '::##[add-mask]both'
  ])('defuses %j', (hostile) => {
    expect(runnable(hostile)).toBe(true)
    const line = defuseCommands(hostile)
    expect(runnable(line)).toBe(false)
    expect(line.replace(/\u200B/g, '')).toBe(hostile)
  })

  it('leaves ordinary lines as they were', () => {
    expect(defuseCommands('create issue: rank 1')).toBe('create issue: rank 1')
    expect(defuseCommands('  ok :: fine # [x]')).toBe('  ok :: fine # [x]')
  })
})
