// Python's repr() of the scalar constants bytecode holds, written without an
// interpreter. Floats and complex numbers match CPython exactly (the decompiler
// prints them as literals, and the JSON records carry them); str and bytes
// follow CPython's quoting and escaping rules with one documented difference.
#pragma once

#include <string>
#include <string_view>

namespace glassbox {

// repr(float): the shortest digits that read back as the same double, in
// fixed notation when the decimal exponent is in [-4, 16), else as 'd.ddde+XX';
// '.0' is added to integral fixed values. Also 'inf', '-inf', 'nan', '-0.0'.
std::string python_float_repr(double value);

// repr(complex): '1j', '(1+2j)', '(-0-1j)', '(nan+infj)'. Parts are formatted
// like floats but without the '.0' suffix, as CPython's complex_repr does;
// the parentheses go away only when the real part is +0.0.
std::string python_complex_repr(double real, double imag);

// repr(str) of our internal UTF-8 (lone surrogates encoded as marshal writes
// them). Quotes, backslashes, \t \n \r and the ASCII control characters are
// escaped exactly as CPython does. Difference: CPython escapes every code point
// its Unicode database calls non-printable; glassbox has no such database and
// escapes only the non-printable code points it knows (C1 controls, lone
// surrogates, private use, noncharacters, the common format and space
// characters). Other unassigned or non-printable code points stay as they are.
std::string python_str_repr(std::string_view utf8);

// repr(bytes), exactly as CPython: b'...' (b"..." when the bytes hold ' but
// not "), with \\ \' \t \n \r and \xNN escapes.
std::string python_bytes_repr(std::string_view bytes);

}  // namespace glassbox
