import type { Product } from 'shared/contracts/catalog';
import { Table } from 'shared/ui/table.tsx';
import styled from 'styled-components';

const Serving = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 0 0 1rem;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Caption = styled.caption`
  text-align: left;
  font-weight: 700;
  padding-bottom: 0.5rem;
`;

const TableScroll = styled.div`
  overflow-x: auto;
`;

type NutritionFactsProps = Pick<Product, 'nutritional_information' | 'serving_size' | 'serving_per_container'>;

/** The tables show only when some row has a non-empty value; empty cells read "-". */
export function NutritionFacts({
  nutritional_information: tables,
  serving_size,
  serving_per_container,
}: NutritionFactsProps) {
  const hasValues = tables.some((table) =>
    table.rows.some((row) => Object.values(row.values).some((value) => value.trim() !== '')),
  );
  return (
    <>
      {(serving_size || serving_per_container) && (
        <Serving>
          {serving_size && (
            <>
              <dt>Serving size</dt>
              <dd>{serving_size}</dd>
            </>
          )}
          {serving_per_container && (
            <>
              <dt>Servings per container</dt>
              <dd>{serving_per_container}</dd>
            </>
          )}
        </Serving>
      )}
      {hasValues ? (
        tables.map((table) => (
          <TableScroll key={table.id}>
            <Table>
              <Caption>{table.title}</Caption>
              <thead>
                <tr>
                  <th scope="col">Nutrient</th>
                  {table.columns.map((column) => (
                    <th scope="col" key={column}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    {table.columns.map((column) => (
                      <td key={column}>{row.values[column]?.trim() || '-'}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        ))
      ) : (
        <p>Nutritional information is not available.</p>
      )}
    </>
  );
}
