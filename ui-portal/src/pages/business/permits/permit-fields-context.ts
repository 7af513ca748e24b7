// What every field of a permit section needs from its form, handed down by context so the generic renderer
// (PermitFields) stays a function of the descriptors: binding a value by path, changing one from its current
// value (uploads finish in any order), the reference lists, the Business's vacancies and the application's files.
import { createContext, useContext } from "react";
import type { PermitFile, PermitVacancy, ReferenceItem, ReferenceList } from "@ictm/core";
import type { SelectOption } from "@ictm/ui-kit";
import type { Path } from "./permit-values.ts";

export interface PathBinding {
  readonly name: string;
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
  readonly onBlur: (event: { relatedTarget: EventTarget | null }) => void;
  readonly errorMessage: string | undefined;
}

export type UploadAnswer = { readonly ok: true; readonly fileId: string } | { readonly ok: false; readonly message: string };

export interface PermitFieldsContext {
  readonly bind: (path: Path) => PathBinding;
  /** Changes the value at `path` from what it is when the change lands. */
  readonly change: (path: Path, update: (current: unknown) => unknown) => void;
  readonly references: Partial<Record<ReferenceList, ReadonlyArray<ReferenceItem>>>;
  readonly vacancies: ReadonlyArray<SelectOption>;
  /** The application's vacancy as the server judged it (lpa), for the labour-market note. */
  readonly vacancy: PermitVacancy | null;
  readonly files: ReadonlyArray<PermitFile>;
  readonly upload: (file: File, pdf: boolean) => Promise<UploadAnswer>;
  /** A file taken out of a field: deleted at once when no saved value holds it, else once the save lands. */
  readonly discard: (fileId: string) => void;
  readonly isDisabled: boolean;
}

export const FieldsContext = createContext<PermitFieldsContext | null>(null);

export function usePermitFields(): PermitFieldsContext {
  const context = useContext(FieldsContext);
  if (context === null) throw new Error("PermitFields needs a section form above it.");
  return context;
}
