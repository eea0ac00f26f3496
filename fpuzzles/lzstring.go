package fpuzzles

import (
	"fmt"
	"strings"
	"unicode/utf16"
)

// This file reads the compressed form of lz-string's compressToBase64,
// the form f-puzzles puts in its links. The format, as lz-string
// describes it:
//
// The text, as UTF-16 code units, is coded as a stream of codes in the
// manner of LZW. Each code is a number of bits written least significant
// bit first; the stream is cut into 6-bit groups, each written as one
// base64 character (A-Z a-z 0-9 + /) with its first bit as the group's most
// significant bit, and the last group padded with zero bits. The string is
// then padded with '=' to a multiple of four characters.
//
// The dictionary starts with three codes that are not entries: 0 says an
// 8-bit code unit follows, 1 says a 16-bit one follows, and 2 ends the
// stream. The first code is 2 bits wide and must be 0, 1 or 2. Each new
// unit read after a 0 or 1 becomes an entry; after each code that stands
// for an entry, the previous entry plus the first unit of this one becomes
// an entry too. A code equal to the next free entry stands for the
// previous entry plus its own first unit (the LZW special case). The code
// width starts at 3 bits and grows by one bit each time the dictionary
// reaches a power of two, counted as lz-string counts it (enlargeIn below).

// maxUnits bounds the decompressed length in UTF-16 code units. A stream
// of n codes can spell O(n²) units, so without a bound a short hostile
// input could ask for gigabytes. f-puzzles data is far below it.
const maxUnits = 1 << 22

// base64Value maps a character of lz-string's base64 alphabet to its
// 6-bit value; other bytes map to -1.
var base64Value = makeBase64Value()

func makeBase64Value() [256]int8 {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	var t [256]int8
	for i := range t {
		t[i] = -1
	}
	for i := range len(alphabet) {
		t[alphabet[i]] = int8(i)
	}
	return t
}

// An lzError reports why compressed data could not be read, and where:
// Offset is the byte offset of the character in the compressed string.
type lzError struct {
	Offset int
	Reason string
}

func (e *lzError) Error() string {
	return fmt.Sprintf("offset %d: %s", e.Offset, e.Reason)
}

// bitReader reads the bit stream of a base64 string.
type bitReader struct {
	s   string
	pos int // the next bit, counted from the first bit of s[0]
}

// read returns the next n bits (n ≤ 32) as a number, least significant bit
// first. Reading past the end of s is an error.
func (r *bitReader) read(n int) (uint32, error) {
	var v uint32
	for i := range n {
		c := r.pos / 6
		if c >= len(r.s) {
			return 0, &lzError{Offset: len(r.s), Reason: "data ends before its end mark"}
		}
		bit := base64Value[r.s[c]] >> (5 - r.pos%6) & 1
		v |= uint32(bit) << i
		r.pos++
	}
	return v, nil
}

// span is an entry of the dictionary: a run of the output so far.
type span struct{ start, len int }

// decompressFromBase64 returns the text that lz-string's compressToBase64
// compressed into s. Unlike lz-string, which reads bad characters as zero
// bits and returns null or "" on bad data, it reports every fault as an
// *lzError: an empty string, a character outside the alphabet, '='
// anywhere but at the end, data that stops before its end mark, a code
// that names no entry, or text longer than maxUnits code units. Code units
// that do not form valid UTF-16 become U+FFFD. It runs in time linear in
// len(s) plus the length of the text, which maxUnits bounds.
func decompressFromBase64(s string) (string, error) {
	if s == "" {
		return "", &lzError{Reason: "no data"}
	}
	data := strings.TrimRight(s, "=")
	for i := range len(data) {
		if base64Value[data[i]] < 0 {
			return "", &lzError{Offset: i,
				Reason: fmt.Sprintf("invalid character %q", data[i])}
		}
	}
	r := &bitReader{s: data}
	units, err := decompress(r)
	if err != nil {
		return "", err
	}
	return string(utf16.Decode(units)), nil
}

// decompress decodes the code stream into UTF-16 code units.
func decompress(r *bitReader) ([]uint16, error) {
	// The dictionary holds spans of out: each entry is a run of the text
	// already written, so entries cost no memory of their own. Indexes
	// 0-2 are the three special codes.
	dict := make([]span, 3, 256)
	var out []uint16

	literal := func(code uint32) error {
		width := 8
		if code == 1 {
			width = 16
		}
		u, err := r.read(width)
		if err != nil {
			return err
		}
		dict = append(dict, span{len(out), 1})
		out = append(out, uint16(u))
		return nil
	}

	first, err := r.read(2)
	switch {
	case err != nil:
		return nil, err
	case first == 2:
		return out, nil
	case first > 2:
		return nil, &lzError{Offset: 0, Reason: "first code is not a character"}
	}
	if err := literal(first); err != nil {
		return nil, err
	}
	w := dict[3]
	width := 3
	enlargeIn := 4 // entries to add before the code width grows
	grow := func() {
		enlargeIn--
		if enlargeIn == 0 {
			enlargeIn = 1 << width
			width++
		}
	}

	for {
		if width > 32 {
			return nil, &lzError{Offset: r.pos / 6, Reason: "code wider than 32 bits"}
		}
		at := r.pos / 6
		code, err := r.read(width)
		if err != nil {
			return nil, err
		}
		var entry span
		switch {
		case code == 2:
			return out, nil
		case code < 2:
			// A new unit: it becomes an entry, and is the entry this
			// code stands for.
			if err := literal(code); err != nil {
				return nil, err
			}
			entry = dict[len(dict)-1]
			grow()
		case int(code) < len(dict):
			entry = span{len(out), dict[code].len}
			src := dict[code]
			out = append(out, out[src.start:src.start+src.len]...)
		case int(code) == len(dict):
			// The entry being defined by this very code: the previous
			// entry and its own first unit.
			entry = span{len(out), w.len + 1}
			out = append(out, out[w.start:w.start+w.len]...)
			out = append(out, out[w.start])
		default:
			return nil, &lzError{Offset: at,
				Reason: fmt.Sprintf("code %d names no entry (have %d)", code, len(dict))}
		}
		if len(out) > maxUnits {
			return nil, &lzError{Offset: at,
				Reason: fmt.Sprintf("text longer than %d code units", maxUnits)}
		}
		// w and entry are adjacent in out, so w plus the first unit of
		// entry is the run that starts at w and is one unit longer.
		dict = append(dict, span{w.start, w.len + 1})
		grow()
		w = entry
	}
}
