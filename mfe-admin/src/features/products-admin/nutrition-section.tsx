import styled from 'styled-components';
import { PRODUCT_LIMITS } from 'shared/contracts/products-admin';
import { TextField } from 'shared/ui/form-field.tsx';
import { Table } from 'shared/ui/table.tsx';
import { TableScroll } from 'shared/ui/table-scroll.tsx';
import { EntryRow, FormSection, ListButton } from '../../ui/form-section.tsx';
import {
  addNutritionColumn,
  addNutritionRow,
  labelNutritionRow,
  removeNutritionColumn,
  removeNutritionRow,
  renameNutritionColumn,
  setNutritionCell,
} from './nutrition-entries.ts';
import type { NutritionEntries } from './product-form-state.ts';

const Cell = styled.input`
  width: 100%;
  min-width: 7rem;
  padding: 0.4rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius};
`;

// On a phone each row is a card, and the columns' names stay editable above them, side by side.
const NutritionTable = styled(Table)`
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    thead {
      display: block;
      position: static;
      width: auto;
      height: auto;
      clip: auto;
    }
    thead tr {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
      gap: 0.75rem;
    }
    th {
      padding: 0;
      border: 0;
      background: none;
    }
    th:first-child,
    th:last-child {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
  }
`;

const ColumnHead = styled.div`
  display: grid;
  gap: 0.35rem;
`;

interface NutritionSectionProps {
  nutrition: NutritionEntries;
  onNutrition: (nutrition: NutritionEntries) => void;
  servingSize: string;
  onServingSize: (text: string) => void;
  servingPerContainer: string;
  onServingPerContainer: (text: string) => void;
}

/**
 * The nutrition table editor. Columns are labelled 'Column N' (a name can be typed
 * over it) and relabelled after a removal; a new column adds an empty cell to every row; neither columns nor
 * rows drop below one; every row has a label.
 */
export function NutritionSection(props: NutritionSectionProps) {
  const { nutrition, onNutrition } = props;
  const { columns, rows } = nutrition;
  return (
    <FormSection>
      <legend>Nutritional Information</legend>
      <EntryRow>
        <TextField label="Serving Size" value={props.servingSize} onValue={props.onServingSize} />
        <TextField
          label="Servings Per Container"
          value={props.servingPerContainer}
          onValue={props.onServingPerContainer}
        />
      </EntryRow>
      <TableScroll label="Nutrition table">
        <NutritionTable $cards={['Label', ...columns.map((column) => column.label), 'Action']}>
          <thead>
            <tr>
              <th scope="col">Label</th>
              {columns.map((column, index) => (
                <th scope="col" key={column.key}>
                  <ColumnHead>
                    <Cell
                      aria-label={`Name of column ${index + 1}`}
                      value={column.label}
                      onChange={(event) => onNutrition(renameNutritionColumn(nutrition, index, event.target.value))}
                    />
                    <ListButton
                      type="button"
                      disabled={columns.length === 1}
                      onClick={() => onNutrition(removeNutritionColumn(nutrition, index))}
                    >
                      Remove column {index + 1}
                    </ListButton>
                  </ColumnHead>
                </th>
              ))}
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={row.key}>
                <td>
                  <Cell
                    aria-label={`Label of row ${rowIndex + 1}`}
                    value={row.label}
                    onChange={(event) => onNutrition(labelNutritionRow(nutrition, rowIndex, event.target.value))}
                  />
                </td>
                {columns.map((column, columnIndex) => (
                  <td key={column.key}>
                    <Cell
                      aria-label={`Row ${rowIndex + 1}, column ${columnIndex + 1}`}
                      value={row.values[columnIndex] ?? ''}
                      onChange={(event) =>
                        onNutrition(setNutritionCell(nutrition, rowIndex, columnIndex, event.target.value))
                      }
                    />
                  </td>
                ))}
                <td>
                  <ListButton
                    type="button"
                    disabled={rows.length === 1}
                    onClick={() => onNutrition(removeNutritionRow(nutrition, rowIndex))}
                  >
                    Remove row {rowIndex + 1}
                  </ListButton>
                </td>
              </tr>
            ))}
          </tbody>
        </NutritionTable>
      </TableScroll>
      <EntryRow>
        <ListButton
          type="button"
          disabled={columns.length >= PRODUCT_LIMITS.nutritionColumns}
          onClick={() => onNutrition(addNutritionColumn(nutrition))}
        >
          Add column
        </ListButton>
        <ListButton
          type="button"
          disabled={rows.length >= PRODUCT_LIMITS.nutritionRows}
          onClick={() => onNutrition(addNutritionRow(nutrition))}
        >
          Add row
        </ListButton>
      </EntryRow>
    </FormSection>
  );
}
