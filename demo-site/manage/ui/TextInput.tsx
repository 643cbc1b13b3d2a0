// A labelled text field (React Aria's TextField: label, description and error tied to the input for assistive
// technology); `multiline` gives a textarea.
import { FieldError, Input, Label, Text, TextArea, TextField, type TextFieldProps } from "react-aria-components";

export interface TextInputProps extends Omit<TextFieldProps, "children" | "className"> {
  label: string;
  description?: string;
  errorMessage?: string | undefined;
  multiline?: boolean;
  placeholder?: string;
}

export function TextInput({ label, description, errorMessage, multiline, placeholder, ...props }: TextInputProps) {
  return (
    <TextField {...props} isInvalid={Boolean(errorMessage) || props.isInvalid} className="field">
      <Label>{label}</Label>
      {multiline ? <TextArea placeholder={placeholder} rows={5} /> : <Input placeholder={placeholder} />}
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{errorMessage}</FieldError>
    </TextField>
  );
}
