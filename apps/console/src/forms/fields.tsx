import { fieldErrorMessage, optionalLabel, validateName } from '@rackconsole/validators';
import {
  Checkbox,
  CheckboxGroup,
  Flex,
  RadioGroup,
  TextField as RadixTextField,
  Select,
  Text,
  TextArea,
} from '@radix-ui/themes';
import { type ReactNode, useId } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  useController,
} from 'react-hook-form';

interface FieldProps<Values extends FieldValues> {
  name: FieldPath<Values>;
  control: Control<Values>;
  label: string;
  /** Required fields say '{label} is required' when empty; optional ones are labelled '(Optional)'. */
  required?: boolean;
  description?: ReactNode;
  validate?: (value: unknown) => string | undefined;
}

/** The label, help text and error message around any control, wired for screen readers. */
function FieldFrame({
  id,
  label,
  required,
  description,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  description?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <Flex direction="column" gap="1" className="form-field">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {required ? label : optionalLabel(label)}
      </Text>
      {description ? (
        <Text id={`${id}-description`} size="1" color="gray">
          {description}
        </Text>
      ) : null}
      {children}
      {error ? (
        <Text id={`${id}-error`} size="1" color="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}

function useField<Values extends FieldValues>({
  name,
  control,
  label,
  required,
  validate,
}: FieldProps<Values>) {
  const rules: RegisterOptions<Values> = {
    required,
    validate: validate ? (value: unknown) => validate(value) ?? true : undefined,
  };
  const { field, fieldState } = useController({ name, control, rules: rules as never });
  return { field, error: fieldErrorMessage(fieldState.error, label) };
}

const describedBy = (id: string, description: unknown, error: unknown) =>
  [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
  undefined;

export function TextField<Values extends FieldValues>(
  props: FieldProps<Values> & {
    type?: 'text' | 'number' | 'password';
    placeholder?: string;
    autoFocus?: boolean;
  },
) {
  const id = useId();
  const { field, error } = useField(props);
  return (
    <FieldFrame id={id} {...props} error={error}>
      <RadixTextField.Root
        id={id}
        type={props.type ?? 'text'}
        placeholder={props.placeholder}
        autoFocus={props.autoFocus}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, props.description, error)}
        name={field.name}
        // A cleared number input reads as NaN, which React refuses as a value; it shows as empty.
        value={Number.isNaN(field.value) ? '' : ((field.value as string | number | undefined) ?? '')}
        onChange={(event) =>
          field.onChange(props.type === 'number' ? event.target.valueAsNumber : event.target.value)
        }
        onBlur={field.onBlur}
        ref={field.ref}
      />
    </FieldFrame>
  );
}

/** A resource name, checked by the platform's name rule. */
export function NameField<Values extends FieldValues>(
  props: Omit<FieldProps<Values>, 'label'> & { label?: string },
) {
  return (
    <TextField
      {...props}
      label={props.label ?? 'Name'}
      required={props.required ?? true}
      validate={(value) => (typeof value === 'string' && value.length > 0 ? validateName(value) : undefined)}
    />
  );
}

export function DescriptionField<Values extends FieldValues>(props: Omit<FieldProps<Values>, 'label'>) {
  return <TextAreaField {...props} label="Description" />;
}

export function TextAreaField<Values extends FieldValues>(props: FieldProps<Values> & { rows?: number }) {
  const id = useId();
  const { field, error } = useField(props);
  return (
    <FieldFrame id={id} {...props} error={error}>
      <TextArea
        id={id}
        rows={props.rows ?? 3}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, props.description, error)}
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        ref={field.ref}
      />
    </FieldFrame>
  );
}

export function CheckboxField<Values extends FieldValues>(props: Omit<FieldProps<Values>, 'required'>) {
  const id = useId();
  const { field } = useField({ ...props, required: false });
  return (
    <Text as="label" size="2" htmlFor={id}>
      <Flex gap="2" align="center">
        <Checkbox
          id={id}
          checked={Boolean(field.value)}
          onCheckedChange={(checked) => field.onChange(checked === true)}
        />
        {props.label}
      </Flex>
    </Text>
  );
}

export function SelectField<Values extends FieldValues>(
  props: FieldProps<Values> & { items: { value: string; label: string }[]; placeholder?: string },
) {
  const id = useId();
  const { field, error } = useField(props);
  return (
    <FieldFrame id={id} {...props} error={error}>
      <Select.Root
        value={(field.value as string | undefined) ?? ''}
        onValueChange={field.onChange}
        name={field.name}
      >
        <Select.Trigger
          id={id}
          placeholder={props.placeholder ?? 'Select an option'}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, props.description, error)}
        />
        <Select.Content>
          {props.items.map((item) => (
            <Select.Item key={item.value} value={item.value}>
              {item.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </FieldFrame>
  );
}

/** A labelled group of choices (radios or checkboxes): the group is named by its label for screen readers. */
function ChoiceGroupFrame({
  id,
  label,
  description,
  error,
  children,
}: {
  id: string;
  label: string;
  description?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <Flex
      direction="column"
      gap="1"
      className="form-field"
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy(id, description, error)}
    >
      <Text id={`${id}-label`} size="2" weight="medium">
        {label}
      </Text>
      {description ? (
        <Text id={`${id}-description`} size="1" color="gray">
          {description}
        </Text>
      ) : null}
      {children}
      {error ? (
        <Text id={`${id}-error`} size="1" color="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}

/** One choice of several, e.g. where a boot disk comes from. */
export function RadioGroupField<Values extends FieldValues>(
  props: FieldProps<Values> & { items: { value: string; label: ReactNode }[] },
) {
  const id = useId();
  const { field, error } = useField(props);
  return (
    <ChoiceGroupFrame
      id={id}
      label={props.required ? props.label : optionalLabel(props.label)}
      description={props.description}
      error={error}
    >
      <RadioGroup.Root
        value={(field.value as string | undefined) ?? ''}
        onValueChange={field.onChange}
        name={field.name}
        aria-labelledby={`${id}-label`}
      >
        {props.items.map((item) => (
          <RadioGroup.Item key={item.value} value={item.value}>
            {item.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </ChoiceGroupFrame>
  );
}

/** Any number of choices, e.g. the SSH keys an instance gets; the value is the list of picked values. */
export function CheckboxGroupField<Values extends FieldValues>(
  props: Omit<FieldProps<Values>, 'required'> & { items: { value: string; label: ReactNode }[] },
) {
  const id = useId();
  const { field, error } = useField({ ...props, required: false });
  return (
    <ChoiceGroupFrame
      id={id}
      label={optionalLabel(props.label)}
      description={props.description}
      error={error}
    >
      <CheckboxGroup.Root
        value={(field.value as string[] | undefined) ?? []}
        onValueChange={field.onChange}
        name={field.name}
      >
        {props.items.map((item) => (
          <CheckboxGroup.Item key={item.value} value={item.value}>
            {item.label}
          </CheckboxGroup.Item>
        ))}
      </CheckboxGroup.Root>
    </ChoiceGroupFrame>
  );
}
