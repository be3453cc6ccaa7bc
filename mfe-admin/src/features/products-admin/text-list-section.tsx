import { TextAreaField, TextField } from 'shared/ui/form-field.tsx';
import { EntryRow, FormSection, ListButton } from '../../ui/form-section.tsx';
import { emptyText, replaceEntry, withoutEntry, type TextEntry } from './product-form-state.ts';

interface TextListSectionProps {
  legend: string;
  /** what one entry is called ("Ingredient"); entries are numbered after it */
  entryName: string;
  entries: TextEntry[];
  onChange: (entries: TextEntry[]) => void;
  multiline?: boolean;
}

/** Ingredients, descriptions or how-to-use steps: numbered entries, never fewer than one. */
export function TextListSection({ legend, entryName, entries, onChange, multiline = false }: TextListSectionProps) {
  const Field = multiline ? TextAreaField : TextField;
  return (
    <FormSection>
      <legend>{legend}</legend>
      {entries.map((entry, index) => (
        <EntryRow key={entry.key}>
          <Field
            label={`${entryName} ${index + 1}`}
            required
            value={entry.text}
            onValue={(text) => onChange(replaceEntry(entries, index, { ...entry, text }))}
          />
          <ListButton
            type="button"
            disabled={entries.length === 1}
            onClick={() => onChange(withoutEntry(entries, index))}
          >
            Remove {entryName.toLowerCase()} {index + 1}
          </ListButton>
        </EntryRow>
      ))}
      <ListButton type="button" onClick={() => onChange([...entries, emptyText()])}>
        Add {entryName.toLowerCase()}
      </ListButton>
    </FormSection>
  );
}
