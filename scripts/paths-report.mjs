// The HTML of `npm run paths` (reports/paths/index.html): for each machine, its diagram (the graph
// of machines/graph.ts laid out by the console's dagre layout, both recorded by the model-based
// tests in test-results/path-coverage.json), its figures alone and through the views, what no path
// took marked on the diagram, and every generated path, highlighted on the diagram when selected.

const escape = (text) => String(text).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);

const figure = (summary) => `states ${summary.states.covered}/${summary.states.total}, transitions ${summary.transitions.covered}/${summary.transitions.total}`;
const complete = (summary) => summary.states.covered === summary.states.total && summary.transitions.covered === summary.transitions.total;

/** The drawn box of a state: a move into a parent state lands on the child it starts in (as the console draws it). */
function entryOf(graph) {
  const byId = new Map(graph.states.map((state) => [state.id, state]));
  const entry = (id) => (byId.get(id)?.initial ? entry(byId.get(id).initial) : id);
  return entry;
}

/** `source|target|eventType` (a transition as recorded) to the key of the edge drawn for it. */
function edgeKeyOf(graph) {
  const entry = entryOf(graph);
  return (key) => {
    const [source, target, event] = key.split('|');
    return `${entry(source)}|${entry(target)}|${event || 'always'}`;
  };
}

function figureCell(label, summary) {
  if (!summary || summary.none) return `<p class="short"><b>${label}:</b> ${summary?.none ? 'no replay through the views yet' : 'no generated paths reported'}</p>`;
  const missed = [...summary.missedStates.map((id) => `state ${id}`), ...summary.missedTransitions, ...(summary.unreachable ?? []).map(({ transition, reason }) => `${transition}: no view can take it (${reason})`)];
  return `<p class="${complete(summary) ? 'ok' : 'short'}"><b>${label}:</b> ${escape(figure(summary))}</p>${
    missed.length ? `<details><summary>not taken ${label}</summary><ul>${missed.map((line) => `<li><code>${escape(line)}</code></li>`).join('')}</ul></details>` : ''
  }`;
}

function diagram(drawing, alone, views) {
  const { layout, graph } = drawing;
  const edgeKey = edgeKeyOf(graph);
  const leafOf = entryOf(graph);
  const takenStates = (summary) => new Set((summary?.takenStates ?? []).map(leafOf));
  const takenEdges = (summary) => new Set((summary?.takenTransitions ?? []).map(edgeKey));
  const [statesAlone, statesViews, edgesAlone, edgesViews] = [takenStates(alone), takenStates(views), takenEdges(alone), takenEdges(views)];
  const marks = (taken1, taken2, key) => `${taken1.has(key) ? '' : ' missed-alone'}${taken2.has(key) ? '' : ' missed-views'}`;
  const edges = layout.edges
    .map((edge) => {
      const key = `${edge.source}|${edge.target}|${edge.event}`;
      const d = edge.points.map((point, index) => `${index ? 'L' : 'M'}${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ');
      return `<g class="edge${marks(edgesAlone, edgesViews, key)}" data-key="${escape(key)}"><path d="${d}" marker-end="url(#arrow)"/><text x="${edge.labelX.toFixed(1)}" y="${edge.labelY.toFixed(1)}">${escape(edge.label)}</text></g>`;
    })
    .join('');
  const nodes = layout.nodes
    .map(
      (node) =>
        `<g class="node${node.final ? ' final' : ''}${marks(statesAlone, statesViews, node.id)}" data-id="${escape(node.id)}"><rect x="${(node.x - node.width / 2).toFixed(1)}" y="${(node.y - node.height / 2).toFixed(1)}" width="${node.width}" height="${node.height}" rx="6"/><text x="${node.x.toFixed(1)}" y="${(node.y + 4).toFixed(1)}">${escape(node.label)}</text></g>`,
    )
    .join('');
  return `<svg viewBox="0 0 ${layout.width} ${layout.height}" width="${layout.width}" role="img" aria-label="diagram of ${escape(graph.id)}"><defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z"/></marker></defs>${edges}${nodes}</svg>`;
}

/** One path as a line a tester reads: its events in order. */
const pathLabel = (path) => path.transitions.map((key) => key.split('|')[2] || 'always').join(' → ') || '(initial state only)';

export function section(name, alone, views) {
  const drawing = alone?.layout ? alone : views?.layout ? views : null;
  const paths = (summary, where) => (summary?.paths ?? []).map((path) => ({ where, states: path.states, transitions: path.transitions.map(edgeKeyOf(drawing.graph)), label: pathLabel(path) }));
  const all = drawing ? [...paths(alone, 'alone'), ...paths(views?.none ? undefined : views, 'views')] : [];
  const options = all.map((path, index) => `<option value="${index}">${path.where === 'views' ? '[views] ' : ''}${escape(path.label)}</option>`).join('');
  return `<section id="${escape(name)}"><h2>${escape(name)}</h2>${figureCell('alone', alone)}${figureCell('through the views', views)}${
    drawing
      ? `<div class="machine"><div class="diagram">${diagram(drawing, alone, views?.none ? undefined : views)}</div><div class="paths"><label>${all.length} generated path${all.length === 1 ? '' : 's'} (select one to highlight it)<select size="12">${options}</select></label></div></div><script type="application/json" class="path-data">${JSON.stringify(all.map(({ states, transitions }) => ({ states, transitions }))).replace(/</g, '\\u003c')}</script>`
      : '<p class="short">no generated paths reported for this machine</p>'
  }</section>`;
}

const SCRIPT = `for (const section of document.querySelectorAll('section')) {
  const data = section.querySelector('.path-data');
  const select = section.querySelector('select');
  if (!data || !select) continue;
  const paths = JSON.parse(data.textContent);
  select.addEventListener('change', () => {
    const path = paths[Number(select.value)];
    section.querySelectorAll('.on').forEach((element) => element.classList.remove('on'));
    const leaf = new Set(path.states);
    section.querySelectorAll('.node').forEach((node) => node.classList.toggle('on', leaf.has(node.dataset.id)));
    const taken = new Set(path.transitions);
    section.querySelectorAll('.edge').forEach((edge) => edge.classList.toggle('on', taken.has(edge.dataset.key)));
  });
}`;

export function page(sections) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Path coverage</title><style>
body{font-family:system-ui,sans-serif;margin:2rem;color:#1d2430}section{border-top:1px solid #ccd;padding:1rem 0}.ok{color:#17663a}.short{color:#a3261b}
.machine{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:flex-start}.diagram{overflow:auto;max-width:100%}.paths select{display:block;min-width:22rem;max-width:40rem;margin-top:.3rem}
svg text{font:12px system-ui,sans-serif;text-anchor:middle}.node rect{fill:#fff;stroke:#44506a;stroke-width:1.5}.node.final rect{stroke-width:3}
.edge path{fill:none;stroke:#8a94a8;stroke-width:1.3}.edge text{fill:#44506a;font-size:10px}marker path{fill:#8a94a8}
.missed-views rect,.missed-views path{stroke:#d9822b;stroke-dasharray:5 3}.missed-alone rect,.missed-alone path{stroke:#c62828;stroke-dasharray:2 2;stroke-width:2.5}
.missed-alone text,.missed-views text{fill:#a3261b}.node.on rect{fill:#fff3b0;stroke:#1d2430}.edge.on path{stroke:#1565c0;stroke-width:3;stroke-dasharray:none}.edge.on text{fill:#1565c0;font-weight:bold}
code{font-size:.85rem}.legend span{margin-right:1.2rem}</style></head><body>
<h1>Path coverage of the machines</h1><p>Generated by <code>npm run paths</code> on ${escape(new Date().toISOString())}: the generated paths of every machine in <code>machines/</code>, replayed against the machine alone and through its React views.</p>
<p class="legend"><span style="color:#c62828">dotted red: no path took it alone</span><span style="color:#d9822b">dashed orange: no path took it through the views</span><span style="color:#1565c0">blue: the selected path</span></p>
${sections.join('\n')}
<script>${SCRIPT}</script></body></html>\n`;
}
