import { Button, type ButtonProps } from 'antd';

interface KeepFocusButtonProps extends Omit<ButtonProps, 'disabled'> {
  /** Switched off: it looks and is announced as disabled, and a press does nothing. */
  off?: boolean;
}

/**
 * antd's Button for a button that is switched off while something runs or until something
 * changes (sending, saving, nothing to reset): `aria-disabled` instead of `disabled`, so that it
 * keeps the focus of the member who pressed it. A disabled button loses its focus to the page at
 * the browser's next rendering step, and a keyboard or screen reader member their place.
 */
export function KeepFocusButton({ off, onClick, className, ...props }: KeepFocusButtonProps) {
  return (
    <Button
      {...props}
      aria-disabled={off || undefined}
      className={off ? `${className ?? ''} button--off`.trim() : className}
      onClick={off ? (event) => event.preventDefault() : onClick}
    />
  );
}
