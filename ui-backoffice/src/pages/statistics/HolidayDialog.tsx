// "Add holiday" and "Edit" (administrators): the day (fixed once the holiday exists: another day is another
// holiday), its name (1 to 120 characters, core's rule) and whether it is provisional (not yet gazetted). Saved with
// core's setPublicHoliday ("… has been saved." is core's toast); the server's field messages show under the fields.
// Typed changes ask before leaving.
import { useState, type FormEvent } from "react";
import { HOLIDAY_NAME_MAX, isValidHolidayName, setPublicHoliday, STATISTICS_INPUT_MESSAGES, type PublicHolidayRecord } from "@ictm/core";
import { Button, DatePicker, Form, FormDialog, FormDialogActions, Switch, TextField, toCalendarDate, useCore, useFormFields, useLeaveConfirmation, type FieldMessages } from "@ictm/ui-kit";
import { dayText, weekdayOf } from "./statistics-view.ts";

export type HolidayEditing = { readonly kind: "add"; readonly year: number } | { readonly kind: "edit"; readonly holiday: PublicHolidayRecord } | null;

type HolidayValues = {
  date: string;
  name: string;
  provisional: boolean;
};

const validate = (values: HolidayValues): FieldMessages => {
  const messages: Record<string, string> = {};
  if (toCalendarDate(values.date) === null) messages["date"] = STATISTICS_INPUT_MESSAGES.date;
  if (!isValidHolidayName(values.name)) messages["name"] = STATISTICS_INPUT_MESSAGES.holidayName;
  return messages;
};

export function HolidayDialog({ editing, onClose }: { editing: HolidayEditing; onClose: () => void }) {
  const [isPending, setPending] = useState(false);
  const title = editing?.kind === "edit" ? `Edit ${editing.holiday.name}` : "Add a public holiday";
  return (
    <FormDialog isOpen={editing !== null} title={title} onClose={onClose} isPending={isPending}>
      {/* Mounted only while open, so each opening starts from the holiday as it is. */}
      {editing === null ? null : (
        <HolidayFields key={editing.kind === "edit" ? editing.holiday.date : "new"} editing={editing} onClose={onClose} isPending={isPending} setPending={setPending} />
      )}
    </FormDialog>
  );
}

function HolidayFields({
  editing,
  onClose,
  isPending,
  setPending,
}: {
  editing: Exclude<HolidayEditing, null>;
  onClose: () => void;
  isPending: boolean;
  setPending: (pending: boolean) => void;
}) {
  const core = useCore();
  const holiday = editing.kind === "edit" ? editing.holiday : null;
  const form = useFormFields<HolidayValues>(holiday === null ? { date: "", name: "", provisional: false } : { date: holiday.date, name: holiday.name, provisional: holiday.provisional }, validate);
  const { allowLeaving } = useLeaveConfirmation(form.isDirty);
  const provisional = form.bind("provisional");
  const date = form.field("date");

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.submit();
    if (values === null || isPending) return;
    if (holiday !== null && !form.isDirty) return onClose();
    setPending(true);
    const result = await core.run(setPublicHoliday({ date: values.date, name: values.name.trim(), provisional: values.provisional }));
    setPending(false);
    if (result.ok) {
      allowLeaving();
      onClose();
    } else if (result.error._tag === "ValidationFailed") form.setServerErrors(result.error.fieldErrors);
  };

  return (
    <Form onSubmit={(event) => void onSubmit(event)} focusFirstInvalidOn={form.focusRequest}>
      {holiday === null ? (
        <DatePicker {...date} label="Date" description={editing.kind === "add" ? `A day in ${editing.year} or any other year.` : undefined} isRequired />
      ) : (
        <p>{`${weekdayOf(holiday.date)} ${dayText(holiday.date)}`}</p>
      )}
      <TextField {...form.field("name")} label="Name" description={`As the notice names it, up to ${HOLIDAY_NAME_MAX} characters.`} autoComplete="off" isRequired />
      <Switch isSelected={provisional.value} onChange={provisional.onChange} description="Not yet gazetted: an Islamic holiday's date may still move.">
        Provisional
      </Switch>
      <FormDialogActions>
        <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" isPending={isPending}>
          {holiday === null ? "Add holiday" : "Save"}
        </Button>
      </FormDialogActions>
    </Form>
  );
}
