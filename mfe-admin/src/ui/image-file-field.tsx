import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';

// A file input is as wide as its button and "No file chosen" would make it; on a phone its column narrows it.
const Field = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.3rem;
  label {
    font-weight: 600;
  }
`;

const Preview = styled.img`
  width: 6rem;
  height: 6rem;
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

interface ImageFileFieldProps {
  label: string;
  /** the picked file, previewed; it replaces the stored image */
  file: File | null;
  /** the stored image's address, previewed while nothing is picked */
  storedUrl?: string;
  onFile: (file: File | null) => void;
}

/** A labelled file input that accepts images only, with a preview of the picked or the stored image. */
export function ImageFileField({ label, file, storedUrl, onFile }: ImageFileFieldProps) {
  const id = useId();
  const preview = useRef<HTMLImageElement>(null);

  // The picked file's address lives as long as the preview shows it.
  useEffect(() => {
    if (!file || !preview.current) return;
    const url = URL.createObjectURL(file);
    preview.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="file" accept="image/*" onChange={(event) => onFile(event.target.files?.[0] ?? null)} />
      {(file ?? storedUrl) && <Preview ref={preview} src={file ? undefined : storedUrl} alt={`${label} preview`} />}
    </Field>
  );
}
