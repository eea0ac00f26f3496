package fpuzzles

import (
	"errors"
	"strings"
	"testing"
	"unicode"
	"unicode/utf16"

	"pgregory.net/rapid"
)

// compressToBase64 is lz-string's compressToBase64, written for the tests
// from the format's description (see lzstring.go), apart from the reader.
// It is the writer the tests use to make f-puzzles links.
func compressToBase64(s string) string {
	units := utf16.Encode([]rune(s))
	// Keys of the dictionary are runs of units, as bytes of the input.
	b := make([]byte, 2*len(units))
	for i, u := range units {
		b[2*i], b[2*i+1] = byte(u>>8), byte(u)
	}
	key := func(from, to int) string { return string(b[2*from : 2*to]) }

	var w bitWriter
	dict := map[string]int{}
	unwritten := map[string]bool{} // single units not yet sent as literals
	next, width, enlargeIn := 3, 2, 2
	grow := func() {
		enlargeIn--
		if enlargeIn == 0 {
			enlargeIn = 1 << width
			width++
		}
	}
	// emit writes the code of the run units[from:to].
	emit := func(from, to int) {
		k := key(from, to)
		if unwritten[k] {
			u := int(units[from])
			if u < 256 {
				w.write(0, width)
				w.write(u, 8)
			} else {
				w.write(1, width)
				w.write(u, 16)
			}
			grow()
			delete(unwritten, k)
		} else {
			w.write(dict[k], width)
		}
		grow()
	}

	start := 0 // the run being extended is units[start:i]
	for i := range units {
		if k := key(i, i+1); dict[k] == 0 {
			dict[k] = next
			next++
			unwritten[k] = true
		}
		if _, ok := dict[key(start, i+1)]; ok {
			continue
		}
		emit(start, i)
		dict[key(start, i+1)] = next
		next++
		start = i
	}
	if start < len(units) {
		emit(start, len(units))
	}
	w.write(2, width)
	w.flush()
	out := string(w.out)
	if n := len(out) % 4; n > 0 {
		out += strings.Repeat("=", 4-n)
	}
	return out
}

// bitWriter packs bits into base64 characters, first bit most
// significant.
type bitWriter struct {
	out    []byte
	val, n int
}

const testAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

// write writes the low n bits of v, least significant first.
func (w *bitWriter) write(v, n int) {
	for i := range n {
		w.val = w.val<<1 | v>>i&1
		w.n++
		if w.n == 6 {
			w.out = append(w.out, testAlphabet[w.val])
			w.val, w.n = 0, 0
		}
	}
}

// flush pads the last character with zero bits; like lz-string it always
// writes one more character, even when none is pending.
func (w *bitWriter) flush() {
	for {
		w.val <<= 1
		if w.n == 5 {
			w.out = append(w.out, testAlphabet[w.val])
			return
		}
		w.n++
	}
}

// knownPairs are texts and their compressed forms, worked out by hand from
// the format: for "A", the literal code 0 in 2 bits, 'A' (65) in 8 bits
// least significant first, then the end code 2 in 3 bits (the width has
// grown once) gives the bits 00 10000010 010, read in sixes as 001000
// 001001 0(00000): "IJA", padded to "IJA=". For "AA", the second 'A' is
// entry 3 in 3 bits (110) before the end code: 001000 001011 0010(00),
// "ILI=". The empty text is the end code in 2 bits, 01(0000): "Q===".
// The last pair is lz-string's own output, as published in the tests of
// another f-puzzles importer.
var knownPairs = []struct{ text, compressed string }{
	{"", "Q==="},
	{"A", "IJA="},
	{"AA", "ILI="},
	{`{"x":3}`, "N4IgHiBcDMC+Q==="},
}

func TestKnownPairs(t *testing.T) {
	for _, p := range knownPairs {
		if got := compressToBase64(p.text); got != p.compressed {
			t.Errorf("test compressor: compressToBase64(%q) = %q, want %q",
				p.text, got, p.compressed)
		}
		got, err := decompressFromBase64(p.compressed)
		if err != nil || got != p.text {
			t.Errorf("decompressFromBase64(%q) = %q, %v; want %q",
				p.compressed, got, err, p.text)
		}
	}
}

func TestDecompressRoundTrip(t *testing.T) {
	// Small alphabets make long repeats, which exercise the LZW special
	// case (a code for the entry it defines); the full range brings
	// 16-bit units and surrogate pairs.
	alphabets := []*rapid.Generator[rune]{
		rapid.RuneFrom([]rune("ab")),
		rapid.RuneFrom([]rune(`{}[]":,R1C9 `)),
		rapid.RuneFrom(nil, &ascii, &allUnicode),
	}
	rapid.Check(t, func(t *rapid.T) {
		alphabet := rapid.SampledFrom(alphabets).Draw(t, "alphabet")
		runes := rapid.SliceOfN(alphabet, 0, 2000).Draw(t, "text")
		text := string(runes)
		c := compressToBase64(text)
		got, err := decompressFromBase64(c)
		if err != nil {
			t.Fatalf("decompressFromBase64(%q): %v", c, err)
		}
		if got != text {
			t.Fatalf("round trip of %q gave %q", text, got)
		}
		// Without its padding the data reads the same.
		if got, err := decompressFromBase64(strings.TrimRight(c, "=")); err != nil || got != text {
			t.Fatalf("without padding: %q, %v", got, err)
		}
	})
}

var (
	ascii      = unicodeRange(0x20, 0x7e)
	allUnicode = unicodeRange(0x80, 0x10ffff)
)

// unicodeRange is the table of the runes lo to hi.
func unicodeRange(lo, hi rune) unicode.RangeTable {
	return unicode.RangeTable{R32: []unicode.Range32{{Lo: uint32(lo), Hi: uint32(hi), Stride: 1}}}
}

func TestDecompressErrors(t *testing.T) {
	tests := []struct {
		name, in string
		offset   int
	}{
		{"empty", "", 0},
		{"bad character", "IJ!A", 2},
		{"space", "IJ A", 2},
		{"padding inside", "IJ=A", 2},
		{"url escape", "IJ%3D", 2},
		{"no end mark", "IJ", 2},
		{"first code 3", "w", 0},
		{"truncated", strings.TrimRight(compressToBase64(strings.Repeat("ab", 40)), "=")[:10], 10},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := decompressFromBase64(tt.in)
			var le *lzError
			if !errors.As(err, &le) {
				t.Fatalf("decompressFromBase64(%q) = %q, %v; want an *lzError", tt.in, got, err)
			}
			if le.Offset != tt.offset {
				t.Errorf("offset %d, want %d (%v)", le.Offset, tt.offset, err)
			}
		})
	}

	// A code beyond the dictionary: after "A" (00 10000010), a 3-bit code
	// of 7 (111) names no entry; the dictionary holds 4.
	var w bitWriter
	w.write(0, 2)
	w.write('A', 8)
	w.write(7, 3)
	w.flush()
	if _, err := decompressFromBase64(string(w.out)); err == nil ||
		!strings.Contains(err.Error(), "code 7 names no entry") {
		t.Errorf("code beyond the dictionary: got %v", err)
	}
}

// TestDecompressBounded feeds arbitrary strings of the alphabet, which
// are mostly not valid data: the reader must stop, without panic, within
// the output bound.
func TestDecompressBounded(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.StringOfN(rapid.RuneFrom([]rune(testAlphabet+"=")), 0, 400, -1).Draw(t, "data")
		out, err := decompressFromBase64(s)
		if err == nil && len(utf16.Encode([]rune(out))) > maxUnits {
			t.Fatalf("output of %d units passes the bound", len(out))
		}
	})
}

// TestDecompressOutputBound builds a stream whose entries grow by one
// unit a code, so that its output is quadratic in its length, and checks
// that the bound stops it.
func TestDecompressOutputBound(t *testing.T) {
	// After the literal 'a', each code names the entry being defined (the
	// special case), which is the previous entry plus one unit: the text
	// is a, aa, aaa, ... so n codes spell n²/2 units.
	var w bitWriter
	w.write(0, 2)
	w.write('a', 8)
	width, enlargeIn, size := 3, 4, 4
	for size < 4000 {
		w.write(size, width)
		size++
		enlargeIn--
		if enlargeIn == 0 {
			enlargeIn = 1 << width
			width++
		}
	}
	w.write(2, width)
	w.flush()
	_, err := decompressFromBase64(string(w.out))
	if err == nil || !strings.Contains(err.Error(), "longer than") {
		t.Errorf("got %v, want the output bound", err)
	}
}
