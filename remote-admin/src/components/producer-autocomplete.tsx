import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { messages } from '@portal/shared';
import { useProducerSearch } from '@portal/shared/ui';
import { adminMessages as m } from '../messages';

export interface ProducerOption {
  id: string;
  value: string;
}

interface Props {
  value: ProducerOption | null;
  onChange: (producer: ProducerOption | null) => void;
  label?: string;
}

/** The producer typeahead of 002 §5 (audit filter, news recipients): by CUIT or name, at least 2 characters, upper case, 49 shown. */
export function ProducerAutocomplete({ value, onChange, label = m.producer }: Props) {
  const [input, setInput] = useState('');
  // Digits and dashes search by CUIT, anything else by name.
  const search = useProducerSearch(/^[\d-]+$/.test(input.trim()) ? 'cuit' : 'name', input);
  const options: ProducerOption[] = search.tooShort ? [] : search.options;
  return (
    <Autocomplete
      sx={{ minWidth: 320 }}
      value={value}
      onChange={(_e, option) => onChange(option)}
      inputValue={input}
      onInputChange={(_e, text) => setInput(text.toUpperCase())}
      options={options}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.value}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      noOptionsText={search.tooShort ? label : messages.noMatches}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
