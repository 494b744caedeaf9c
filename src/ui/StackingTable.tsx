import type { ReactNode } from 'react';

/** One column of a stacking table: its header, which each of its cells also shows as a label once the table stacks. */
export interface StackingColumn {
  label: string;
  /** The header's and every cell's class, e.g. 'amount' (right-aligned). */
  className?: string;
  /** The header is for screen readers only, and the column's cells draw no label (e.g. a column of buttons). */
  hidden?: boolean;
}

/** The header row: one column header per column, with the explicit roles (see StackingTable). */
export function StackingHead({ columns }: { columns: readonly StackingColumn[] }) {
  return (
    <thead role="rowgroup">
      <tr role="row">
        {columns.map((column, index) => (
          <th key={index} scope="col" role="columnheader" className={column.className}>
            {column.hidden ? <span className="visually-hidden">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** One row: `cells[i]` drawn under `columns[i]`, labelled with its header for the stacked layout. */
export function StackingRow({
  columns,
  cells,
  className,
}: {
  columns: readonly StackingColumn[];
  cells: readonly ReactNode[];
  className?: string;
}) {
  return (
    <tr role="row" className={className}>
      {columns.map((column, index) => (
        <td key={index} role="cell" data-label={column.hidden ? undefined : column.label} className={column.className}>
          {cells[index]}
        </td>
      ))}
    </tr>
  );
}

/**
 * A table that becomes a stacked list on narrow screens (`.stacking-table` in styles/statement.css): the
 * explicit roles keep it a table for screen readers whatever its CSS display, and each cell's data-label
 * gives its value a visible label. `children` are its rows (StackingRow).
 */
export function StackingTable({
  columns,
  caption,
  children,
}: {
  columns: readonly StackingColumn[];
  /** A caption for screen readers only. */
  caption?: string;
  children: ReactNode;
}) {
  return (
    <table className="stacking-table" role="table">
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <StackingHead columns={columns} />
      <tbody role="rowgroup">{children}</tbody>
    </table>
  );
}
