import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import { useAccess } from '@portal/shared/kit/form-screen';
import { CompanyPage } from '../components/company-page';
import { OfferForm } from './offer-form';

/** `/company/new-offer` (menu `new_offer`, c creates; publishing is `my_offers` x). */
export function NewOfferScreen() {
  const intl = useIntl();
  const canCreate = useAccess('new_offer').c;
  const canPublish = useAccess('my_offers').x;
  return (
    <CompanyPage title={intl.formatMessage({ id: 'menu.new_offer' })} subtitle={intl.formatMessage({ id: 'offers.form.intro' })}>
      {canCreate ? (
        <OfferForm canPublish={canPublish} />
      ) : (
        <Alert type="info" showIcon title={intl.formatMessage({ id: 'offers.form.cannot_create' })} />
      )}
    </CompanyPage>
  );
}
