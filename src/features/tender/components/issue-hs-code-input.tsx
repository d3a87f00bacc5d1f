import { Input } from 'antd';

import type { InputProps } from 'antd';

type IssueHsCodeInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange?: (value: string) => void;
};

/**
 * The HS code field's control: its value is the code as a string of 6–10 digits. It is a plain
 * input (spaces and dots as people copy them from a tariff are dropped); an HS look-up can take its
 * place behind the same value/onChange contract.
 */
export function IssueHsCodeInput({ value, onChange, ...props }: IssueHsCodeInputProps) {
  return (
    <Input
      {...props}
      value={value}
      inputMode="numeric"
      maxLength={13}
      onChange={(event) => onChange?.(event.target.value.replace(/[\s.]/g, ''))}
    />
  );
}
