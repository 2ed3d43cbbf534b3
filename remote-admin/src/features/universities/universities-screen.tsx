import { Col, Flex, Row, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { MessagesScope } from '@portal/shared';
import { useSearchParams } from '@portal/shared/router';
import { CareersEditor } from './components/careers-editor';
import { UniversitiesList } from './components/universities-list';
import { universityMessages } from './university-messages';

/**
 * `/admin/universities` (menu `universities`): the universities, and beside them the careers of
 * the one chosen. The choice is in the address (`?universidad=3`), so a reload keeps it.
 */
export function UniversitiesScreen() {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('universidad'));
  const selected = Number.isInteger(requested) && requested > 0 ? requested : null;
  const select = (id: number | null) => setParams(id === null ? {} : { universidad: String(id) });

  return (
    <MessagesScope messages={universityMessages}>
      <section>
        <Typography.Title level={2}>
          <FormattedMessage id="menu.universities" />
        </Typography.Title>
        <Row gutter={[24, 24]}>
          <Col xs={24} xxl={15}>
            <UniversitiesList selected={selected} onSelect={select} />
          </Col>
          <Col xs={24} xxl={9}>
            {selected === null ? (
              <Flex justify="center" style={{ padding: 24 }}>
                <Typography.Text type="secondary">
                  <FormattedMessage id="careers.hint" />
                </Typography.Text>
              </Flex>
            ) : (
              // A new university starts with its own editing state.
              <CareersEditor key={selected} universityId={selected} />
            )}
          </Col>
        </Row>
      </section>
    </MessagesScope>
  );
}
