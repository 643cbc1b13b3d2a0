// A labelled group of tick boxes (React Aria's CheckboxGroup: one label for the group, each box its own): the
// scopes of a token, the events an endpoint gets.
import { Checkbox, CheckboxGroup, Label, Text } from "react-aria-components";

export function ChoiceGroup<T extends string>(props: {
  label: string;
  options: readonly { value: T; label: string; description?: string }[];
  value: T[];
  onChange: (value: T[]) => void;
}) {
  return (
    <CheckboxGroup
      className="field"
      value={props.value}
      onChange={(value) => props.onChange(value as T[])}
      isRequired
      isInvalid={props.value.length === 0}
    >
      <Label>{props.label}</Label>
      {props.options.map((option) => (
        <Checkbox key={option.value} value={option.value} className="checkbox">
          <span className="checkbox-box" aria-hidden="true" />
          <span>
            {option.label}
            {option.description ? (
              <>
                {" "}
                <Text slot="description" className="field-help">
                  {option.description}
                </Text>
              </>
            ) : null}
          </span>
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
