import type { LanguageCheckField, LanguageWarning } from '@portal/contracts';
import { Alert } from 'antd';
import { createContext, useContext, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCheckLanguageMutation } from '../api/offers-api';

/** How long the form waits after the last keystroke before asking (a request per pause, not per key). */
export const LANGUAGE_CHECK_DELAY_MS = 700;

const WarningsContext = createContext<LanguageWarning[]>([]);
const WarningsSetter = createContext<(warnings: LanguageWarning[]) => void>(() => undefined);

/**
 * Asks `POST /api/company/offers/language-check` about the texts as the company types (debounced)
 * and hands the warnings to each field's `LanguageWarnings`. It warns, never blocks; a failed
 * check shows nothing.
 */
export function LanguageCheckProvider({ children }: { children: React.ReactNode }) {
  const [warnings, setWarnings] = useState<LanguageWarning[]>([]);
  return (
    <WarningsSetter.Provider value={setWarnings}>
      <WarningsContext.Provider value={warnings}>{children}</WarningsContext.Provider>
    </WarningsSetter.Provider>
  );
}

export function LanguageCheck({ values }: { values: { titulo: string; descripcion: string; requisitos: string } }) {
  const [check] = useCheckLanguageMutation();
  const setWarnings = useContext(WarningsSetter);
  const { titulo, descripcion, requisitos } = values;
  useEffect(() => {
    if (!titulo.trim() && !descripcion.trim() && !requisitos.trim()) {
      setWarnings([]);
      return undefined;
    }
    let current = true;
    const timer = setTimeout(() => {
      check({ titulo, descripcion, requisitos })
        .unwrap()
        .then((answer) => current && setWarnings(answer.avisos))
        .catch(() => undefined);
    }, LANGUAGE_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [check, setWarnings, titulo, descripcion, requisitos]);
  return null;
}

/** The warnings of one field, right under it: each word found and why (Constitución Art. 11). */
export function LanguageWarnings({ campo }: { campo: LanguageCheckField }) {
  const intl = useIntl();
  const warnings = useContext(WarningsContext).filter((warning) => warning.campo === campo);
  if (warnings.length === 0) return null;
  return (
    <Alert
      role="status"
      style={{ marginTop: -8, marginBottom: 16 }}
      type="warning"
      showIcon
      message={intl.formatMessage({ id: 'offers.form.language_title' })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {warnings.map((warning) => (
            <li key={warning.palabra}>
              {intl.formatMessage({ id: 'offers.form.language_item' }, { palabra: warning.palabra, motivo: warning.motivo })}
            </li>
          ))}
        </ul>
      }
    />
  );
}
