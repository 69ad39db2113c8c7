import { FormattedMessage } from 'react-intl';
import type { ReactNode } from 'react';
import type { FieldError } from '../domain/recipient';
import { FieldMessage } from './FieldMessage';
import { PHOTO_MAX_BYTES, type PhotoProblem } from '../domain/photo';

/** What a photo field is given of a picked photo: its name and a preview URL the page made. */
export interface PhotoPreview {
  name: string;
  preview: string;
}

/** The image types a shopper may pick (the server reads the bytes and keeps only real images). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

export interface PhotoPickerProps {
  id: string;
  name: string;
  label: ReactNode;
  photos: readonly PhotoPreview[];
  max: number;
  error: FieldError | undefined;
  disabled: boolean;
  required?: boolean;
  onPhotos: (files: File[]) => void;
  onRemove: (index: number) => void;
  /** Files of the last pick that were not taken, each with its reason. */
  refused?: readonly { name: string; problem: PhotoProblem }[];
}

/** A photo field: pick from the gallery or the camera, see what was picked, take one away. */
export function PhotoPicker({ id, name, label, photos, max, error, disabled, required, onPhotos, onRemove, refused = [] }: PhotoPickerProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {photos.length < max && (
        <input
          id={id}
          type="file"
          name={name}
          accept={IMAGE_ACCEPT}
          multiple={max > 1}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            onPhotos([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      )}
      {photos.length > 0 && (
        <ul className="photo-picker__photos">
          {photos.map((photo, index) => (
            <li key={photo.preview}>
              <img src={photo.preview} alt={photo.name} width={72} height={72} />
              <button type="button" className="button button--link" disabled={disabled} onClick={() => onRemove(index)}>
                <FormattedMessage id="review.removePhoto" values={{ name: photo.name }} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {refused.length > 0 && (
        <ul className="field__error photo-picker__refused" role="alert" data-testid={`${name}-refused`}>
          {refused.map((file, index) => (
            <li key={index}>
              <FormattedMessage id={`photo.${file.problem}`} values={{ name: file.name, max: PHOTO_MAX_BYTES / 1_048_576 }} />
            </li>
          ))}
        </ul>
      )}
      {error && <FieldMessage id={`${id}-error`} error={error} />}
    </div>
  );
}
