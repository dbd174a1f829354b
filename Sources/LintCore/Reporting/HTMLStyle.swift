/// The HTML report's stylesheet: system fonts only, a light page, and severity colours with
/// enough contrast to read (amber for warnings, red for errors).
enum HTMLStyle {
    static let css = """
        :root {
          color-scheme: light;
          --text: #1f2328; --muted: #59636e; --line: #d1d9e0; --page: #f6f8fa; --card: #ffffff;
          --warning: #9a6700; --warning-soft: #fff8c5; --warning-edge: #d4a72c;
          --error: #cf222e; --error-soft: #ffebe9; --error-edge: #ff8182;
          --code: #eff2f5; --accent: #0969da;
          --mono: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace;
        }
        * { box-sizing: border-box; }
        body {
          margin: 0; background: var(--page); color: var(--text);
          font: 15px/1.55 -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif;
        }
        main { max-width: 1040px; margin: 0 auto; padding: 40px 24px 64px; }
        h1 { font-size: 30px; line-height: 1.2; margin: 0; letter-spacing: -0.01em; }
        h2 { font-size: 20px; margin: 40px 0 12px; }
        h3 { font-size: 15px; margin: 0; padding: 12px 16px; background: #f0f3f6; border-bottom: 1px solid var(--line); }
        h3 .count { float: right; font-weight: normal; color: var(--muted); font-size: 13px; }
        code, pre { font-family: var(--mono); font-size: 13px; }
        code { background: var(--code); border-radius: 4px; padding: 1px 4px; }
        h3 code, td a code { background: none; padding: 0; overflow-wrap: anywhere; }
        a { color: var(--accent); text-decoration: none; }
        a:hover { text-decoration: underline; }
        .lede { color: var(--muted); margin: 6px 0 20px; }
        .stats { display: flex; flex-wrap: wrap; gap: 12px; list-style: none; margin: 0; padding: 0; }
        .stat {
          background: var(--card); border: 1px solid var(--line); border-radius: 8px;
          padding: 10px 18px; min-width: 130px; color: var(--muted);
        }
        .stat b { display: block; font-size: 26px; line-height: 1.2; color: var(--text); font-variant-numeric: tabular-nums; }
        .stat.error { border-top: 4px solid var(--error); }
        .stat.error b { color: var(--error); }
        .stat.warning { border-top: 4px solid var(--warning-edge); }
        .stat.warning b { color: var(--warning); }
        table {
          width: 100%; border-collapse: separate; border-spacing: 0; background: var(--card);
          border: 1px solid var(--line); border-radius: 8px; overflow: hidden;
        }
        th, td { text-align: left; padding: 7px 14px; border-bottom: 1px solid var(--line); vertical-align: top; }
        tr:last-child td { border-bottom: none; }
        th { background: #f0f3f6; font-size: 13px; color: var(--muted); font-weight: 600; }
        .num { text-align: right; width: 90px; font-variant-numeric: tabular-nums; }
        .zero { color: #8c959f; }
        .name { font-weight: 600; }
        .summary { display: block; color: var(--muted); font-size: 13px; margin-top: 2px; }
        .file, .rule { background: var(--card); border: 1px solid var(--line); border-radius: 8px; margin: 0 0 20px; overflow: hidden; }
        .violation { padding: 14px 16px 14px 13px; border-left: 3px solid var(--warning-edge); border-top: 1px solid var(--line); }
        h3 + .violation { border-top: none; }
        .violation.error { border-left-color: var(--error); }
        .meta { display: flex; flex-wrap: wrap; align-items: baseline; gap: 8px; }
        .loc { font-family: var(--mono); font-size: 13px; color: var(--muted); min-width: 56px; }
        .badge {
          font-size: 12px; font-weight: 600; border-radius: 999px; padding: 1px 9px;
          text-transform: uppercase; letter-spacing: 0.03em;
        }
        .badge.warning { color: var(--warning); background: var(--warning-soft); border: 1px solid var(--warning-edge); }
        .badge.error { color: var(--error); background: var(--error-soft); border: 1px solid var(--error-edge); }
        .message { margin: 6px 0 8px; font-size: 15px; }
        .source {
          margin: 0 0 8px; padding: 8px 12px 4px; background: var(--page); border: 1px solid var(--line);
          border-radius: 6px; overflow-x: auto; tab-size: 4; line-height: 1.45;
        }
        .ln { display: inline-block; width: 5ch; margin-right: 12px; color: #8c959f; text-align: right; user-select: none;
          vertical-align: top; }
        .caret { color: var(--error); font-weight: bold; }
        .warning .caret { color: var(--warning); }
        .explanation { padding: 4px 16px 14px; }
        .explanation p { margin: 8px 0 0; max-width: 78ch; }
        .explanation .lead { color: var(--muted); }
        .empty {
          margin-top: 32px; background: var(--card); border: 1px solid var(--line); border-radius: 8px;
          padding: 40px; text-align: center; color: var(--muted);
        }
        .empty .big { font-size: 22px; font-weight: 600; color: #1a7f37; margin: 0 0 6px; }

        """
}
