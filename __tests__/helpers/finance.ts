/**
 * A small catalog for the policy's stories (the tests and the README's worked example). Under
 * claude-code@2.1 only descriptions score here (no tool name holds a query word), 2 points per
 * query word, so the ranks can be read off the descriptions. "monthly sales report pdf chart":
 * revenue_digest #1 (10), ledger_export #2 (8), deal_tracker #3 (6), invoice_mailer #4 (4),
 * audit_trail #5 (2). "vault backup": only backup_vault scores.
 */
export type Scenario = 'base' | 'shift' | 'regression' | 'shift-and-regression' | 'forbidden' | 'regression-and-forbidden' | 'rename'

export function financeTools(scenario: Scenario): { tools: Array<{ name: string; description: string; inputSchema: Record<string, unknown> }> } {
  const t = (name: string, description: string) => ({ name, description, inputSchema: { type: 'object' } })
  const shifts = scenario === 'shift' || scenario === 'shift-and-regression'
  const regresses = scenario === 'regression' || scenario === 'shift-and-regression' || scenario === 'regression-and-forbidden'
  const forbidden = scenario === 'forbidden' || scenario === 'regression-and-forbidden'
  return {
    tools: [
      t('revenue_digest', 'Monthly sales report, chart and PDF.'),
      t('ledger_export', 'Sales report with a chart, as PDF.'),
      // shift: +4 ties it with revenue_digest at #2, ledger_export #2 → #3.
      // forbidden: "vault backup" now finds it at #2.
      t('deal_tracker', shifts ? 'Monthly sales chart, report and PDF.' : forbidden ? 'Monthly sales chart; kept in the vault backup.' : 'Monthly sales chart.'),
      t('invoice_mailer', 'Mail a PDF invoice every monthly cycle.'),
      // rename: the same tool, now called audit_log.
      scenario === 'rename' ? t('audit_log', 'Audit log report.') : t('audit_trail', 'Audit trail report.'),
      // regression: +4 ties it with invoice_mailer at #5, audit_trail #5 → #6.
      t('forecast_tool', regresses ? "Forecast next quarter's sales report." : 'Forecast the next quarter.'),
      t('backup_vault', 'Back up the vault.')
    ]
  }
}

export const FINANCE_MANIFEST = `version: 1
servers:
  finance:
    catalog: tools.json
queries:
  - query: monthly sales report pdf chart
    expect: [ledger_export, audit_trail]
  - query: vault backup
    forbid: deal_tracker
`
