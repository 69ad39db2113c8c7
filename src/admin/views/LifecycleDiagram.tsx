import { useIntl } from 'react-intl';

/** A machine's graph placed for drawing (SVG units): its innermost states as boxes, its transitions as lines. */
export interface DiagramLayout {
  width: number;
  height: number;
  nodes: { id: string; label: string; x: number; y: number; width: number; height: number; final: boolean }[];
  /** `event`: the event type as sent; `label`: as drawn (`submitOrder done`, `after pollInterval`). */
  edges: { source: string; target: string; event: string; label: string; points: { x: number; y: number }[]; labelX: number; labelY: number }[];
}

export interface LifecycleDiagramProps {
  layout: DiagramLayout;
  /** The order's state now (highlighted). */
  current: string;
  /** The states the order has been in, oldest first (drawn as visited). */
  visited: readonly string[];
  /** The image's name for screen readers, instead of the order's state. */
  label?: string;
  /** Counts drawn over each box (the checkout funnel: sessions that reached it); a box at 0 is drawn as unreached. */
  nodeCounts?: Readonly<Record<string, number>>;
  /** Counts drawn after each line's event, in the layout's order (times taken). */
  edgeCounts?: readonly number[];
  /** A history step being replayed: its from -> to edge and its state are highlighted. */
  step?: { from: string | null; to: string; event: string } | null;
  /** What the drawing's label calls the machine's states (default: the order's). */
  labelId?: string;
}

/**
 * The order's lifecycle drawn as its machine (an SVG laid out by the page), the current state
 * highlighted. The drawing is one image for screen readers; the states and the history follow as
 * text on the order page.
 */
export function LifecycleDiagram({ layout, current, visited, label, nodeCounts, edgeCounts, step = null, labelId = 'order.diagram' }: LifecycleDiagramProps) {
  const intl = useIntl();
  const path = (points: { x: number; y: number }[]) => points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ');
  return (
    // Focusable: a diagram wider than the screen scrolls, and keyboard users must be able to scroll it too.
    <figure className="diagram" tabIndex={0}>
      <svg
        role="img"
        aria-label={label ?? intl.formatMessage({ id: labelId }, { state: intl.formatMessage({ id: `orders.stateId.${current}`, defaultMessage: current }) })}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        width={layout.width}
        height={layout.height}
        className="diagram__svg"
      >
        <defs>
          <marker id="diagram-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" />
          </marker>
        </defs>
        {layout.edges.map((edge, index) => (
          <g
            key={`${edge.source}-${edge.target}-${edge.event}-${index}`}
            data-edge={`${edge.source}->${edge.target}`}
            className={`diagram__edge${step && edge.source === step.from && edge.target === step.to && edge.event === step.event ? ' diagram__edge--step' : ''}`}
          >
            <path d={path(edge.points)} markerEnd="url(#diagram-arrow)" />
            <text x={edge.labelX} y={edge.labelY} textAnchor="middle">
              {edgeCounts ? `${edge.label} · ${intl.formatNumber(edgeCounts[index] ?? 0)}` : edge.label}
            </text>
          </g>
        ))}
        {layout.nodes.map((node) => (
          <g
            key={node.id}
            data-state={node.id}
            className={`diagram__node${step?.to === node.id ? ' diagram__node--step' : ''}${node.id === current ? ' diagram__node--current' : visited.includes(node.id) ? ' diagram__node--visited' : ''}${node.final ? ' diagram__node--final' : ''}${nodeCounts && !nodeCounts[node.id] ? ' diagram__node--unreached' : ''}`}
          >
            <rect x={node.x - node.width / 2} y={node.y - node.height / 2} width={node.width} height={node.height} rx="8" />
            <text x={node.x} y={node.y + 4} textAnchor="middle">
              {node.label}
            </text>
            {nodeCounts ? (
              <text className="diagram__count" x={node.x + node.width / 2} y={node.y - node.height / 2 - 3} textAnchor="end">
                {intl.formatNumber(nodeCounts[node.id] ?? 0)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
    </figure>
  );
}
