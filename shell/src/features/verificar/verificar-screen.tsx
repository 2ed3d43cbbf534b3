import { practicaTipoLabels } from '@portal/contracts';
import type { Verificacion } from '@portal/contracts/schemas';
import { getApiClient, isApiError } from '@portal/shared';
import { useParams } from '@portal/shared/router';
import { Alert, Descriptions, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AuthPanel } from '../../common/auth-panel';

type Outcome = { state: 'checking' } | { state: 'found'; facts: Verificacion } | { state: 'missing'; reason?: string };

/** `/verificar/{codigo}` (open, no sign-in): confirms a practicum certificate with the facts it states, nothing else. */
export function VerificarScreen() {
  const intl = useIntl();
  const { codigo = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });

  useEffect(() => {
    let current = true;
    getApiClient()
      .get<Verificacion>(`verificar/${encodeURIComponent(codigo)}`, { toast: false })
      .then(
        (facts) => current && setOutcome({ state: 'found', facts }),
        (error: unknown) => current && setOutcome({ state: 'missing', reason: isApiError(error) ? error.body.message : undefined }),
      );
    return () => {
      current = false;
    };
  }, [codigo]);

  const t = (id: string) => intl.formatMessage({ id });
  return (
    <AuthPanel title={<FormattedMessage id="verificar.title" />}>
      {outcome.state === 'checking' && (
        <p role="status">
          <Spin size="small" /> <FormattedMessage id="verificar.checking" />
        </p>
      )}
      {outcome.state === 'missing' && <Alert type="error" showIcon title={outcome.reason ?? t('verificar.not_found')} />}
      {outcome.state === 'found' && (
        <>
          <Alert type="success" showIcon title={<FormattedMessage id="verificar.valid" values={{ codigo: codigo.toUpperCase() }} />} />
          <Descriptions
            column={1}
            size="small"
            style={{ marginTop: 16 }}
            items={[
              { key: 'estudiante', label: t('verificar.estudiante'), children: outcome.facts.estudiante },
              { key: 'carrera', label: t('verificar.carrera'), children: outcome.facts.carrera },
              { key: 'universidad', label: t('verificar.universidad'), children: outcome.facts.universidad },
              { key: 'empresa', label: t('verificar.empresa'), children: outcome.facts.empresa },
              { key: 'tipo', label: t('verificar.tipo'), children: practicaTipoLabels[outcome.facts.tipo] },
              { key: 'horas', label: t('verificar.horas'), children: outcome.facts.horas },
              { key: 'fechas', label: t('verificar.fechas'), children: `${outcome.facts.fecha_inicio} – ${outcome.facts.fecha_fin}` },
            ]}
          />
        </>
      )}
    </AuthPanel>
  );
}
