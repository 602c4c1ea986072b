import { errorListHeading } from '@rackconsole/sdk';
import { Text } from '@radix-ui/themes';
import { Modal } from './Modal';

/** Spec §8: 'Error' for one issue; 'Errors' with '{n} issues:' and a bulleted list for several. */
export function ErrorDialog({ errors, onDismiss }: { errors: string[]; onDismiss: () => void }) {
  const heading = errorListHeading(errors.length);
  return (
    <Modal title={heading.title} open={errors.length > 0} onDismiss={onDismiss} width="narrow">
      {errors.length === 1 ? (
        <Text as="p">{errors[0]}</Text>
      ) : (
        <>
          <Text as="p">{heading.lead}</Text>
          <ul>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
