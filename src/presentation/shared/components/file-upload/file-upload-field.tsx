import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { acceptAttribute, canAddFile, uploadFlowRules, type FileUploadError, type UploadFlow } from '@/domain/shared/files/file-upload.rules';
import { useInjection } from '@/presentation/shared/di/container-context';
import { fileUploadMessage } from '@/presentation/shared/texts/validation.messages';
import { loadFile, type LoadedFile } from './browser-file.model';
import { fileSizeText, fileUploadComponentMessages as m } from './file-upload.messages';

export interface FileUploadFieldProps {
  /** Which rule applies: formats and how many files the slot holds (`uploadFlowRules`). */
  flow: UploadFlow;
  /** The field's visible label, also the input's accessible name. */
  label: string;
  /** The files this slot holds; the parent owns them. */
  files: readonly LoadedFile[];
  /** A file passed the checks and was read whole. */
  onAdd: (file: LoadedFile) => void;
  onRemove: (file: LoadedFile) => void;
  /** Replaces the default hint (formats and maximum size). */
  hint?: string;
  isDisabled?: boolean;
}

type FieldError = FileUploadError | 'unreadable';

/**
 * One upload slot of any flow (death certificate row, school certificate, a person's
 * attachments, a buyer document): a labelled file input, the files it holds with a 'Quitar'
 * button each, and the error beside it.
 *
 * A picked file is judged from its first bytes before it is read in full (`loadFile`); a
 * rejected one leaves its configured text (errorFormato / errorPeso / errorArchivo) beside the
 * field and the input empty, and nothing reaches the parent, so the rest of the form is
 * untouched. The native input is visually hidden behind a Spanish 'Seleccionar archivo' (the
 * browser would otherwise label it in its own language) but stays the focusable control, so
 * keyboards, screen readers and test drivers reach the real input.
 */
export function FileUploadField({ flow, label, files, onAdd, onRemove, hint, isDisabled = false }: FileUploadFieldProps) {
  const { texts } = useInjection<AppConfig>(AppConfig);
  const baseId = useId();
  const ids = { input: `${baseId}-input`, label: `${baseId}-label`, hint: `${baseId}-hint`, error: `${baseId}-error` };
  const [error, setError] = useState<FieldError | null>(null);
  const [isReading, setIsReading] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // A later pick, or leaving the page, makes an earlier read's result stale.
  const readToken = useRef(0);
  // Where focus goes once the list re-renders: the control that replaced the one just used.
  // (The parent may hand the file back as another object, e.g. a MobX copy: no identity here.)
  const pendingFocus = useRef<'newFile' | 'input' | null>(null);

  const canAdd = canAddFile(flow, files.length);
  const errorText = error === null ? null : error === 'unreadable' ? m.unreadable : fileUploadMessage(error, texts);

  useEffect(() => () => void (readToken.current += 1), []);

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    if (target === 'input') inputRef.current?.focus();
    else listRef.current?.querySelector<HTMLButtonElement>('li:last-child button')?.focus();
  });

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const picked = input.files?.[0];
    if (!picked) return;
    const token = ++readToken.current;
    setError(null);
    setIsReading(true);
    const result = await loadFile(picked, flow);
    if (token !== readToken.current) return;
    setIsReading(false);
    // Emptied either way: a rejected file must not linger, and an accepted one removed later
    // must fire 'change' again if the person picks it once more.
    input.value = '';
    if (!result.ok) {
      setError(result.error);
      return;
    }
    // The input disappears when the slot is full: focus goes to the new file's 'Quitar'.
    if (!canAddFile(flow, files.length + 1)) pendingFocus.current = 'newFile';
    onAdd(result.file);
  }

  function handleRemove(file: LoadedFile) {
    setError(null);
    pendingFocus.current = 'input';
    onRemove(file);
  }

  return (
    <Stack gap="2" minW="0">
      <Text id={ids.label} fontWeight="semibold">
        {label}
      </Text>
      <Text id={ids.hint} fontSize="sm" color="fg.muted">
        {hint ?? m.hint(uploadFlowRules[flow].formats)}
      </Text>

      {files.length > 0 && (
        <chakra.ul ref={listRef} aria-label={m.loadedFiles(label)} listStyleType="none" display="flex" flexDirection="column" gap="2">
          {files.map((file, index) => (
            <chakra.li
              key={`${index}-${file.name}`}
              display="flex"
              flexWrap="wrap"
              alignItems="center"
              justifyContent="space-between"
              gap="3"
              borderWidth="1px"
              borderColor="border"
              rounded="md"
              px="3"
              py="2"
            >
              <Box minW="0" flex="1">
                <Text fontWeight="medium" wordBreak="break-word">
                  {file.name}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {fileSizeText(file.size)}
                </Text>
              </Box>
              <Button
                variant="outline"
                size="sm"
                minH="10"
                aria-label={m.removeNamed(file.name)}
                disabled={isDisabled}
                onClick={() => handleRemove(file)}
              >
                {m.remove}
              </Button>
            </chakra.li>
          ))}
        </chakra.ul>
      )}

      {canAdd && (
        <Box position="relative">
          <chakra.input
            ref={inputRef}
            id={ids.input}
            type="file"
            accept={acceptAttribute(flow)}
            aria-labelledby={ids.label}
            aria-describedby={errorText ? `${ids.hint} ${ids.error}` : ids.hint}
            aria-invalid={errorText ? true : undefined}
            disabled={isDisabled || isReading}
            onChange={(event) => void handleChange(event)}
            css={visuallyHidden}
          />
          <chakra.label
            htmlFor={ids.input}
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            minH="11"
            px="4"
            rounded="l2"
            borderWidth="1px"
            borderColor="brand.solid"
            color="brand.fg"
            fontWeight="semibold"
            cursor={isDisabled ? 'not-allowed' : 'pointer'}
            opacity={isDisabled ? 0.5 : 1}
            _hover={isDisabled ? undefined : { bg: 'brand.subtle' }}
            css={{ 'input:focus-visible + &': { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } }}
          >
            {isReading ? m.reading : m.chooseFile}
          </chakra.label>
        </Box>
      )}

      {errorText && (
        <Text id={ids.error} role="alert" color="fg.error" fontWeight="medium">
          {errorText}
        </Text>
      )}
    </Stack>
  );
}

// Hidden from sight, never from assistive technology or the keyboard.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: '0',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: '0',
} as const;
