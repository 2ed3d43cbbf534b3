import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Avatar, Button, Card, Flex, Typography } from 'antd';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { photoMessages, photoRules } from '@portal/contracts';
import { fieldErrors, isApiFailure, toast } from '@portal/shared';
import { UploadField, useAccess, useDeleteAction } from '@portal/shared/kit/form-screen';
import { useDeleteCvPhotoMutation, useUploadCvPhotoMutation } from '../api/cv-api';

const megabyte = 1024 * 1024;

interface PhotoValues {
  foto: File | null;
}

/** A chosen photo is sent at once: there is nothing else to fill in. */
function SendWhenChosen() {
  const { values, submitForm } = useFormikContext<PhotoValues>();
  useEffect(() => {
    if (values.foto) void submitForm();
  }, [values.foto, submitForm]);
  return null;
}

/** Where a refused upload's reason goes: the 422's message for the photo, or the 413's. */
function refusalOf(error: unknown): string | null {
  if (!isApiFailure(error) || error.status === 401 || error.status === 419) return null;
  const errors = fieldErrors(error);
  return errors[photoRules.field] ?? Object.values(errors)[0] ?? error.body.message ?? null;
}

function PhotoUpload() {
  const intl = useIntl();
  const [upload] = useUploadCvPhotoMutation();

  const submit = async ({ foto }: PhotoValues, helpers: FormikHelpers<PhotoValues>) => {
    if (!foto) return;
    try {
      await upload(foto).unwrap();
      toast('success', intl.formatMessage({ id: 'cv.photo.uploaded' }));
      helpers.resetForm();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal === null) return;
      // The reason stays under the field, as the kit's own checks do (type, size).
      void helpers.setFieldTouched('foto', true, false);
      helpers.setFieldError('foto', refusal);
    }
  };

  return (
    <Formik<PhotoValues> initialValues={{ foto: null }} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate>
          <SendWhenChosen />
          <UploadField
            name="foto"
            label={intl.formatMessage({ id: 'cv.photo.field' })}
            help={intl.formatMessage({ id: 'cv.photo.help' })}
            // The contract's rules and words; the server checks the bytes again.
            accept={[...photoRules.mimeTypes]}
            acceptLabel="JPEG, PNG o WebP"
            maxSizeMb={photoRules.maxBytes / megabyte}
            messages={{ type: photoMessages.wrongType, size: photoMessages.tooLarge }}
            disabled={isSubmitting}
          />
          {isSubmitting && <Typography.Text role="status">{intl.formatMessage({ id: 'cv.photo.uploading' })}</Typography.Text>}
        </Form>
      )}
    </Formik>
  );
}

/**
 * The CV's photo: what companies will see (or a placeholder), a new one sent as soon as it is
 * chosen (refused here when it is not an image or is over 2 MB), and "Quitar foto" after a
 * confirmation. Changing it needs `u` on main_info.
 */
export function PhotoCard({ photoUrl }: { photoUrl: string | null }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `cv.photo.${id}` });
  const canEdit = useAccess('main_info').u;
  const [remove] = useDeleteCvPhotoMutation();
  const confirmDelete = useDeleteAction();

  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {text('title')}
      </Typography.Title>
      <Flex gap={16} wrap align="start">
        {photoUrl ? (
          <img src={photoUrl} alt={text('alt')} width={120} height={150} style={{ objectFit: 'cover', borderRadius: 8 }} />
        ) : (
          <Flex gap={12} align="center" style={{ flex: '1 1 240px' }}>
            <Avatar size={96} icon={<UserOutlined aria-hidden />} />
            <Typography.Text type="secondary">{text('none')}</Typography.Text>
          </Flex>
        )}
        {canEdit && (
          <Flex vertical gap={8} style={{ flex: '1 1 220px' }}>
            <PhotoUpload />
            {photoUrl && (
              <Button
                icon={<DeleteOutlined aria-hidden />}
                style={{ alignSelf: 'start' }}
                onClick={() => void confirmDelete({ question: text('remove_question'), remove: () => remove().unwrap() })}
              >
                {text('remove')}
              </Button>
            )}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
