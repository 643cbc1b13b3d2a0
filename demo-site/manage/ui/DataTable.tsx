// A list as a plain, accessible <table> over TanStack Table's model (headless: we own the markup). On a phone
// the rows stack (manage.css), each cell labelled by its column (data-label).
import { tableFeatures, useTable, type ColumnDef, type RowData } from "@tanstack/react-table";

const features = tableFeatures({});

export type Columns<T extends RowData> = ColumnDef<typeof features, T>[];

export function DataTable<T extends RowData>(props: {
  caption: string;
  columns: Columns<T>;
  data: T[];
  rowKey: (row: T) => string;
  empty: string;
}) {
  const table = useTable({ features, columns: props.columns, data: props.data, getRowId: props.rowKey });
  if (!props.data.length) return <p className="empty">{props.empty}</p>;
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  data-label={typeof cell.column.columnDef.header === "string" ? cell.column.columnDef.header : ""}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
