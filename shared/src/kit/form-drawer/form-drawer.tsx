import { Button, Drawer, Flex } from 'antd';
import { Form, Formik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import { useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { toast, useConfirm } from '@portal/shared';
import { kitMessages } from '../i18n/kit-messages';
import { useServerErrors } from '../field-adapters/server-errors';
import { LeaveGuard } from './use-leave-guard';

export interface FormDrawerProps<V extends FormikValues> {
  /** Open the drawer by mounting it (`{editing && <FormDrawer …/>}`); a new mount is a new form. */
  title: ReactNode;
  initialValues: V;
  /** A yup schema (the form's own rules, before anything is sent). */
  validationSchema?: object;
  /**
   * Saves: the mutation, unwrapped (`(v) => save(v).unwrap()`), called with `toast: false` so a
   * 422 lands on the fields only. Resolves to close the drawer with `successMessage`.
   */
  onSubmit: (values: V) => Promise<unknown>;
  /** The success toast ("Elemento guardado."). */
  successMessage: string;
  /** Called when the drawer closes (saved, or closed and any changes discarded). */
  onClose: () => void;
  children: ReactNode | ((form: FormikProps<V>) => ReactNode);
  submitLabel?: ReactNode;
  width?: number;
}

/**
 * A create/edit form in a drawer: Formik inside antd's Drawer; the first field gets the focus;
 * Enter in a field or the save button submits; a 422 goes on the fields, other failures in a
 * toast; success shows `successMessage` and closes. Closing a form with changes (the close
 * button, Cancelar, Escape or a click outside) first asks with the spec's confirmation dialog,
 * and so does leaving the page (the back button, a reload).
 */
export function FormDrawer<V extends FormikValues>({
  title,
  initialValues,
  validationSchema,
  onSubmit,
  successMessage,
  onClose,
  children,
  submitLabel,
  width = 480,
}: FormDrawerProps<V>) {
  const intl = useIntl();
  const confirm = useConfirm();
  const handleServerError = useServerErrors();
  const formId = useId();
  // Our own id for the title: antd's ids are all 'test-id' under Jest, which mislabels dialogs.
  const titleId = useId();
  const body = useRef<HTMLDivElement>(null);

  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    try {
      await onSubmit(values);
      toast('success', successMessage);
      onClose();
    } catch (error) {
      handleServerError(error, helpers);
    }
  };

  const requestClose = async (dirty: boolean) => {
    if (!dirty || (await confirm(intl.formatMessage(kitMessages.unsavedChanges)))) onClose();
  };

  return (
    <Formik<V> initialValues={initialValues} validationSchema={validationSchema} onSubmit={submit}>
      {(form) => (
        <Drawer
          open
          title={<span id={titleId}>{title}</span>}
          aria-labelledby={titleId}
          size={width}
          // Never wider than the screen (360 px phones).
          styles={{ wrapper: { maxWidth: '100vw' } }}
          onClose={() => void requestClose(form.dirty)}
          closable={{ 'aria-label': intl.formatMessage(kitMessages.close) }}
          afterOpenChange={(open) => {
            // Unless the user is already in a field (a click while the drawer slid in): taking
            // the focus from there would close the select they just opened.
            if (open && !body.current?.contains(document.activeElement))
              body.current
                ?.querySelector<HTMLElement>(
                  'input:not([type=hidden]):not([disabled]):not([readonly]), textarea, [role=combobox], [role=switch]',
                )
                ?.focus();
          }}
        >
          <div ref={body}>
            <Form id={formId} noValidate aria-label={typeof title === 'string' ? title : undefined}>
              <LeaveGuard />
              {typeof children === 'function' ? children(form) : children}
              <Flex justify="end" gap={8} style={{ marginTop: 8 }}>
                <Button onClick={() => void requestClose(form.dirty)}>{intl.formatMessage(kitMessages.cancel)}</Button>
                <Button type="primary" htmlType="submit" loading={form.isSubmitting}>
                  {submitLabel ?? intl.formatMessage(kitMessages.save)}
                </Button>
              </Flex>
            </Form>
          </div>
        </Drawer>
      )}
    </Formik>
  );
}
