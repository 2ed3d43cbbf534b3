import { offerAllows } from '@portal/contracts';
import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import { useAccess } from '@portal/shared/kit/form-screen';
import { useParams } from '@portal/shared/router';
import { useGetCompanyOfferQuery } from '../api/offers-api';
import { CompanyPage } from '../components/company-page';
import { isOfferId, notFound, OfferLoadFailure, OfferLoading } from '../components/offer-load-failure';
import { offerStatusId } from '../offer-messages';
import { myOffersPath } from '../paths';
import { OfferForm } from './offer-form';

/** `/company/my-offers/:id/edit` (menu `my_offers`, u): a draft's or a published offer's form. */
export function EditOfferScreen() {
  const intl = useIntl();
  const id = Number(useParams().id);
  const access = useAccess('my_offers');
  const valid = isOfferId(id);
  const query = useGetCompanyOfferQuery(id, { skip: !valid });
  const offer = query.data;

  let body;
  if (!valid || query.isError) body = <OfferLoadFailure error={valid ? query.error : notFound} onRetry={() => void query.refetch()} />;
  else if (!offer) body = <OfferLoading />;
  else if (!access.u) body = <Alert type="info" showIcon title={intl.formatMessage({ id: 'offers.form.cannot_edit' })} />;
  else if (!offerAllows('edit', offer.status)) {
    const status = intl.formatMessage({ id: offerStatusId(offer.status) }).toLowerCase();
    body = <Alert type="info" showIcon title={intl.formatMessage({ id: 'offers.form.not_editable' }, { status })} />;
  } else body = <OfferForm key={offer.id} offer={offer} canPublish={access.x} />;

  return (
    <CompanyPage
      title={intl.formatMessage({ id: 'offers.edit.title' })}
      subtitle={offer?.titulo}
      back={{ to: myOffersPath, label: intl.formatMessage({ id: 'offers.edit.back' }) }}
    >
      {body}
    </CompanyPage>
  );
}
