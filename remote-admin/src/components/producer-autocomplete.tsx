import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { messages } from '@portal/shared';
import { adminMessages as m } from '../messages';
import { useProducerSearch } from '../api/search-producers';

export interface ProducerOption {
  id: string;
  value: string;
}

/** 002 §5: what the user typed, 400 ms after the last key. */
function useDebounced(text: string, ms = 400): string {
  const [value, setValue] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setValue(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return value;
}

interface Props {
  value: ProducerOption | null;
  onChange: (producer: ProducerOption | null) => void;
  label?: string;
}

/** The producer typeahead of 002 §5 (audit filter, news recipients): by CUIT or name, at least 2 characters, upper case, 49 shown. */
export function ProducerAutocomplete({ value, onChange, label = m.producer }: Props) {
  const [input, setInput] = useState('');
  const debounced = useDebounced(input);
  const search = useProducerSearch(debounced);
  return (
    <Autocomplete
      sx={{ minWidth: 320 }}
      value={value}
      onChange={(_e, option) => onChange(option)}
      inputValue={input}
      onInputChange={(_e, text) => setInput(text.toUpperCase())}
      options={debounced.trim().length >= 2 ? (search.data ?? []) : []}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.value}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      noOptionsText={debounced.trim().length >= 2 ? messages.noMatches : label}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
