import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Skeleton } from 'antd';
import type { UploadFile } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { deferred } from '../deferred';
import { kitMessages } from '../i18n/kit-messages';
import type { FieldBaseProps } from './field-frame';
import { connectField, FieldFrame, useFieldView } from './field-frame';

/** antd's Upload, loaded when an upload field first shows (see deferred.tsx). */
const loadUpload = () => import('antd/es/upload');
const Upload = deferred(loadUpload, <Skeleton.Button active />);

export interface UploadFieldProps extends FieldBaseProps {
  /** Accepted MIME types (`image/jpeg`); the server checks the bytes again (API.md). */
  accept: string[];
  /** How the accepted types read in a message: "JPEG, PNG o WebP". */
  acceptLabel: string;
  /** The largest file accepted, in MB. */
  maxSizeMb: number;
  /** What a refused file is told, when the contract has its own words (the kit's otherwise). */
  messages?: { type?: string; size?: string };
}

/**
 * One file kept in Formik's state (a `File`, null when none) until the form is sent; a file of
 * another type or too large is refused here with a Spanish message on the field.
 */
export const UploadField = connectField<File | null | undefined, UploadFieldProps>(function UploadField(props) {
  const { value: file, setValue, setTouched, disabled, accept, acceptLabel, maxSizeMb, messages } = props;
  const intl = useIntl();
  // A refused file never reaches the form's value, so its reason is kept here.
  const [refusal, setRefusal] = useState<string | null>(null);
  const { id, aria, frame } = useFieldView({ ...props, error: refusal ?? props.error });
  const fileList: UploadFile[] = file ? [{ uid: 'selected', name: file.name, status: 'done', size: file.size, type: file.type }] : [];

  const choose = (candidate: File) => {
    if (!accept.includes(candidate.type)) {
      setRefusal(messages?.type ?? intl.formatMessage(kitMessages.fileType, { types: acceptLabel }));
    } else if (candidate.size > maxSizeMb * 1024 * 1024) {
      setRefusal(messages?.size ?? intl.formatMessage(kitMessages.fileSize, { size: maxSizeMb }));
    } else {
      setRefusal(null);
      setValue(candidate);
    }
    setTouched(true, false);
    // Nothing is sent now: the form sends the file with the rest (the picker has loaded, or
    // there would be no file to choose).
    return loadUpload().then(({ default: loaded }) => loaded.LIST_IGNORE);
  };

  return (
    <FieldFrame {...frame}>
      <Upload
        id={id}
        accept={accept.join(',')}
        maxCount={1}
        disabled={disabled}
        fileList={fileList}
        beforeUpload={choose}
        onRemove={() => {
          setRefusal(null);
          setValue(null);
        }}
      >
        <Button icon={<UploadOutlined />} disabled={disabled} aria-describedby={aria['aria-describedby']}>
          {intl.formatMessage(kitMessages.chooseFile)}
        </Button>
      </Upload>
    </FieldFrame>
  );
});
