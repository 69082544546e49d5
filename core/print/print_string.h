// String and bytes literals: quoting and escaping. Our str values are UTF-8
// that may hold encoded lone surrogates (marshal's "surrogatepass"); the
// output is always valid UTF-8 source, ASCII-only unless asked otherwise.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace glassbox::printer {

// 'text' or "text", whichever needs fewer escapes ('...' on a tie, as repr does).
std::string str_literal(std::string_view utf8, bool ascii_only);
std::string bytes_literal(std::string_view bytes);

// A docstring: """...""" with real line breaks, when the text spans lines and a triple-quoted
// form can hold it; nullopt otherwise (the caller then writes a plain str literal).
std::optional<std::string> docstring_literal(std::string_view utf8, bool ascii_only);

// Inside a pre-3.12 f-string replacement field no backslash may appear (nor a '#' outside a
// string), so the literal must be written raw: returns it with the first of ' " ''' """ that can
// delimit it, or nullopt when no escape-free form exists. Printable non-ASCII characters are
// written raw only when `raw_non_ascii` allows it.
std::optional<std::string> field_safe_literal(std::string_view text, bool is_bytes, bool raw_non_ascii);

// The body of a literal part of an f-string or t-string delimited by `quote`: escapes as in a
// str literal, with every quote character escaped and { } doubled (unless `in_format_spec`:
// there braces cannot be written at all, and nullopt is returned for them).
// With `allow_escapes` false (a nested f-string under the pre-3.12 rules) nothing may be
// escaped: nullopt when the text needs an escape, holds the quote character, or holds a
// non-ASCII character under `ascii_only`.
std::optional<std::string> fstring_literal_body(std::string_view utf8, std::string_view quote, bool ascii_only,
                                                bool allow_escapes, bool in_format_spec);

}  // namespace glassbox::printer
