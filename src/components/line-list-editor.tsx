import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import styles from './line-list-editor.module.css';

export interface EditorLine {
  /** The Form.List field name (index) of the line: its fields are `[name, 'field']`. */
  name: number;
  /** 1-based, as the line's controls are named. */
  row: number;
}

interface LineListEditorProps {
  /** The form field holding the lines. */
  name: string;
  /** The fields of one line. */
  renderLine: (line: EditorLine) => ReactNode;
  /** The value a new line starts with. */
  newLine: () => object;
  /** The add button's text. */
  addLabel: ReactNode;
  /** The remove button's accessible name for a line. */
  removeLabel: (row: number) => string;
  /** Lines allowed: the add button goes at `max`, the remove buttons at `min` (default 0). */
  max: number;
  min?: number;
  /** Read-only: no adding or removing. */
  locked?: boolean;
  /** Shown above the lines as a fieldset's legend. */
  legend?: ReactNode;
  /** Above the lines when there are some (column heads), and instead of them when there is none. */
  head?: ReactNode;
  empty?: ReactNode;
  /** Shown instead of the add button once `max` lines exist. */
  full?: ReactNode;
  /** Layout of one line and of its remove button (each caller lays its own fields out). */
  lineClassName?: string;
  removeClassName?: string;
}

/**
 * An editable list of lines in a form (prices, surcharges): add and remove buttons within the
 * limits, the list's own errors under it. A line the user adds takes the focus on its first
 * control; removing a line gives the focus to the add button, so a keyboard user is never dropped
 * at the top of the page.
 */
export function LineListEditor(props: LineListEditorProps) {
  const { name, renderLine, newLine, addLabel, removeLabel, max, min = 0, locked } = props;
  const addButton = useRef<HTMLButtonElement | null>(null);
  // After a removal from a full list the add button is only drawn again: it takes the focus then.
  const focusAddWhenDrawn = useRef(false);
  // The line keys present at the last click on "add": the one line not among them is the new one.
  const [keysBeforeAdd, setKeysBeforeAdd] = useState<ReadonlySet<number>>();
  const addButtonRef = (node: HTMLButtonElement | null) => {
    addButton.current = node;
    if (node && focusAddWhenDrawn.current) {
      focusAddWhenDrawn.current = false;
      node.focus();
    }
  };

  return (
    <Form.List name={name}>
      {(fields, { add, remove }, { errors }) => {
        const body = (
          <>
            {fields.length === 0 ? props.empty : props.head}
            {fields.map((field, index) => (
              <EditorLineRow
                key={field.key}
                className={props.lineClassName}
                focusOnMount={keysBeforeAdd !== undefined && !keysBeforeAdd.has(field.key)}
              >
                {renderLine({ name: field.name, row: index + 1 })}
                {!locked && fields.length > min && (
                  <Button
                    type="text"
                    danger
                    className={props.removeClassName}
                    icon={<DeleteOutlined />}
                    aria-label={removeLabel(index + 1)}
                    title={removeLabel(index + 1)}
                    onClick={() => {
                      remove(field.name);
                      if (addButton.current) addButton.current.focus();
                      else focusAddWhenDrawn.current = true;
                    }}
                  />
                )}
              </EditorLineRow>
            ))}
            <Form.ErrorList errors={errors} />
            {!locked && fields.length >= max && props.full}
            {!locked && fields.length < max && (
              <Button
                ref={addButtonRef}
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => {
                  setKeysBeforeAdd(new Set(fields.map((f) => f.key)));
                  add(newLine());
                }}
              >
                {addLabel}
              </Button>
            )}
          </>
        );
        return props.legend ? (
          <fieldset className={styles.fieldset}>
            <legend>{props.legend}</legend>
            {body}
          </fieldset>
        ) : (
          <div>{body}</div>
        );
      }}
    </Form.List>
  );
}

interface EditorLineRowProps {
  className?: string;
  focusOnMount: boolean;
  children: ReactNode;
}

/** One line; a line the user just added puts the focus on its first control. */
function EditorLineRow({ className, focusOnMount, children }: EditorLineRowProps) {
  const line = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) line.current?.querySelector<HTMLElement>('input, textarea, button')?.focus();
    // Only on mount: a line the user added.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div ref={line} className={className ?? styles.line}>
      {children}
    </div>
  );
}
