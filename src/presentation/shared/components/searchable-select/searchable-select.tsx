import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, chakra, Flex, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ChevronDownIcon } from '@/presentation/shared/components/icons/icons';
import { filterOptions } from './option-filter.util';
import { searchableSelectMessages as m } from './searchable-select.messages';

export interface SearchableSelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SearchableSelectProps {
  /** The visible label; it names the combobox and its list. */
  label: string;
  options: readonly SearchableSelectOption[];
  /** The chosen option's value; null (or a value not in the list) shows nothing chosen. */
  value: string | null;
  onChange: (value: string) => void;
  isDisabled?: boolean;
  /** The list is loading: the field is disabled, marked busy and says so beside the label. */
  isBusy?: boolean;
  /** What the busy field says ('Cargando municipios…'); 'Cargando…' when absent. */
  busyText?: string;
  /** The `name` of the input (for autofill and tests). */
  name?: string;
}

const focusRing = { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' } as const;

/**
 * A select whose options can be searched by typing: the WAI-ARIA APG "editable combobox with list
 * autocomplete" (aria-autocomplete="list"), built for long lists (a department has up to 125
 * municipalities) and usable by keyboard alone.
 *
 * - Entering the field selects the chosen name, so typing replaces it. Typing filters the list,
 *   accents and case aside ('bogota' finds 'Bogotá, D.C.'), opens it and highlights the first
 *   match, so typing and Enter chooses it.
 * - ArrowDown / ArrowUp open the list (on the chosen option) and move through it, wrapping;
 *   Alt+ArrowDown opens it without moving. Home / End, while it is open, go to the first / last.
 * - Enter chooses the highlighted option and closes; Escape closes and puts back the chosen
 *   option's name, as does leaving the field. Nothing is chosen but by Enter or a click.
 * - The highlighted option is the input's aria-activedescendant (focus never leaves the input);
 *   a polite live region says how many options the filter leaves, or 'No se encontraron
 *   resultados', which the list also shows, as does the field when it has no options at all.
 */
export function SearchableSelect({ label, options, value, onChange, isDisabled = false, isBusy = false, busyText, name }: SearchableSelectProps) {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const labelId = `${baseId}-label`;
  const listboxId = `${baseId}-listbox`;
  const emptyId = `${baseId}-empty`;
  const busyId = `${baseId}-busy`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const [isOpen, setOpen] = useState(false);
  /** What the person typed since the list opened; null shows the chosen option's name. */
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);

  const selected = options.find((option) => option.value === value) ?? null;
  const visible = useMemo(() => (query === null ? options : filterOptions(options, query)), [options, query]);
  const isUnavailable = isDisabled || isBusy;
  const hasNoOptions = !isBusy && options.length === 0;
  const active = isOpen && activeIndex >= 0 && activeIndex < visible.length ? visible[activeIndex] : undefined;

  // A field that becomes unavailable (its list reloading) closes and forgets what was typed.
  const [wasUnavailable, setWasUnavailable] = useState(isUnavailable);
  if (wasUnavailable !== isUnavailable) {
    setWasUnavailable(isUnavailable);
    if (isUnavailable) {
      setOpen(false);
      setQuery(null);
      setActiveIndex(-1);
    }
  }

  // The highlighted option stays in sight in a list that scrolls.
  useEffect(() => {
    if (!isOpen || activeIndex < 0) return;
    const element = listRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [isOpen, activeIndex]);

  function close() {
    setOpen(false);
    setQuery(null);
    setActiveIndex(-1);
  }

  /** Opens the list on the chosen option; without one, on the first ('selected') or the last option, or on none. */
  function open(at: 'selected' | 'last' | 'none') {
    setOpen(true);
    const selectedIndex = visible.findIndex((option) => option.value === value);
    if (at === 'none' || selectedIndex >= 0) setActiveIndex(selectedIndex);
    else setActiveIndex(at === 'last' ? visible.length - 1 : visible.length > 0 ? 0 : -1);
  }

  function choose(option: SearchableSelectOption) {
    close();
    if (option.value !== value) onChange(option.value);
  }

  function move(step: 1 | -1) {
    if (visible.length === 0) return;
    setActiveIndex((current) => {
      if (current < 0) return step === 1 ? 0 : visible.length - 1;
      return (current + step + visible.length) % visible.length;
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!isOpen) open(event.altKey ? 'none' : 'selected');
        else if (!event.altKey) move(1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!isOpen) open(event.altKey ? 'none' : 'last');
        else if (event.altKey) close();
        else move(-1);
        return;
      case 'Home':
      case 'End':
        if (!isOpen || visible.length === 0) return;
        event.preventDefault();
        setActiveIndex(event.key === 'Home' ? 0 : visible.length - 1);
        return;
      case 'Enter':
        if (!isOpen) return;
        // An open list keeps Enter for itself: it never submits the form around it.
        event.preventDefault();
        if (active) choose(active);
        return;
      case 'Escape':
        if (!isOpen && query === null) return;
        // Closing the list is all Escape does here: a dialog around it stays open.
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
    }
  }

  const announcement = !isOpen ? '' : visible.length === 0 ? m.noResults : m.count(visible.length);
  const describedBy = [isBusy ? busyId : null, hasNoOptions ? emptyId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Stack gap="2" minW="0">
      <Flex align="center" gap="2" wrap="wrap">
        <chakra.label id={labelId} htmlFor={inputId} fontWeight="semibold">
          {label}
        </chakra.label>
        {isBusy && (
          <Flex id={busyId} align="center" gap="2" color="fg.muted" fontSize="sm">
            <Spinner size="xs" aria-hidden="true" />
            {busyText ?? m.loading}
          </Flex>
        )}
      </Flex>
      <Box position="relative">
        <chakra.input
          ref={inputRef}
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={isOpen}
          aria-controls={listboxId}
          aria-activedescendant={active ? optionId(activeIndex) : undefined}
          aria-busy={isBusy || undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          disabled={isUnavailable}
          placeholder={hasNoOptions ? m.noResults : undefined}
          value={query ?? selected?.label ?? ''}
          w="full"
          minH="11"
          ps="3"
          pe="11"
          fontSize="md"
          bg={isUnavailable ? 'bg.muted' : 'bg.panel'}
          borderWidth="1px"
          borderColor="border"
          rounded="l2"
          _disabled={{ cursor: 'not-allowed', color: 'fg.muted' }}
          _focusVisible={focusRing}
          onChange={(event) => {
            const typed = event.target.value;
            setQuery(typed);
            setOpen(true);
            setActiveIndex(filterOptions(options, typed).length > 0 ? 0 : -1);
          }}
          onKeyDown={onKeyDown}
          // The chosen name is selected on entering the field, so typing replaces it and filters at once.
          onFocus={(event) => event.currentTarget.select()}
          onClick={() => {
            if (!isOpen) open('selected');
          }}
          onBlur={close}
        />
        <chakra.button
          type="button"
          tabIndex={-1}
          aria-label={m.showOptions(label)}
          aria-controls={listboxId}
          aria-expanded={isOpen}
          disabled={isUnavailable}
          position="absolute"
          insetEnd="0"
          top="0"
          h="full"
          w="11"
          display="flex"
          alignItems="center"
          justifyContent="center"
          color="fg.muted"
          cursor={isUnavailable ? 'not-allowed' : 'pointer'}
          // The input keeps focus (and with it aria-activedescendant) while the list opens.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (isOpen) close();
            else {
              inputRef.current?.focus();
              open('selected');
            }
          }}
        >
          <ChevronDownIcon transform={isOpen ? 'rotate(180deg)' : undefined} />
        </chakra.button>
        <chakra.ul
          ref={listRef}
          id={listboxId}
          role="listbox"
          aria-labelledby={labelId}
          hidden={!isOpen || visible.length === 0}
          position="absolute"
          zIndex="dropdown"
          insetStart="0"
          insetEnd="0"
          mt="1"
          maxH="64"
          overflowY="auto"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          rounded="l2"
          shadow="lg"
          py="1"
          listStyleType="none"
        >
          {isOpen &&
            visible.map((option, index) => {
              const isActive = index === activeIndex;
              const isChosen = option.value === value;
              return (
                <chakra.li
                  key={option.value}
                  id={optionId(index)}
                  data-index={index}
                  role="option"
                  aria-selected={isActive}
                  px="3"
                  py="2"
                  minH="11"
                  display="flex"
                  alignItems="center"
                  cursor="pointer"
                  fontWeight={isChosen ? 'semibold' : undefined}
                  bg={isActive ? 'brand.subtle' : undefined}
                  outline={isActive ? '2px solid' : undefined}
                  outlineColor={isActive ? 'brand.solid' : undefined}
                  outlineOffset="-2px"
                  _hover={{ bg: 'brand.subtle' }}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActiveIndex(index)}
                  onClick={() => choose(option)}
                >
                  {option.label}
                </chakra.li>
              );
            })}
        </chakra.ul>
        {isOpen && visible.length === 0 && (
          <Text
            position="absolute"
            zIndex="dropdown"
            insetStart="0"
            insetEnd="0"
            mt="1"
            px="3"
            py="3"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border"
            rounded="l2"
            shadow="lg"
            color="fg.muted"
            aria-hidden="true"
          >
            {m.noResults}
          </Text>
        )}
      </Box>
      {hasNoOptions && (
        <Text id={emptyId} color="fg.muted" fontSize="sm">
          {m.noResults}
        </Text>
      )}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}
