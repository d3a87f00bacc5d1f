import { PrinterOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';

import { useText } from '@/lib/i18n/use-text';

import { usePrintAlone } from './use-print-alone';

import type { ReactNode } from 'react';

interface PrintButtonProps {
  /** The accessible name where "Print" alone is ambiguous (one button per card). */
  label?: string;
  /** Prints this instead of the page (usePrintAlone); made when pressed. */
  alone?: () => ReactNode;
  size?: ButtonProps['size'];
  className?: string;
}

/** "Print": the browser's print of the page (as Ctrl+P), or of one part of it alone. */
export function PrintButton({ label, alone, size, className }: PrintButtonProps) {
  const text = useText();
  const printAlone = usePrintAlone();
  return (
    <>
      <Button
        className={className}
        size={size}
        icon={<PrinterOutlined aria-hidden />}
        aria-label={label}
        onClick={() => (alone ? printAlone.print(alone()) : window.print())}
      >
        {text('print.action')}
      </Button>
      {printAlone.layer}
    </>
  );
}
