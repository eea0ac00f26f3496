package draw

import (
	"math"
	"strconv"
	"strings"
)

// A canvas collects the text of an SVG document. Its methods append
// elements; attributes come as name, value pairs. Values are escaped, so
// any string may be passed.
type canvas struct {
	b []byte
}

// num formats x with at most two decimals and no trailing zeros, so that
// the same drawing always gives the same bytes.
func num(x float64) string {
	x = math.Round(x*100) / 100
	if x == 0 {
		return "0" // not "-0"
	}
	return strconv.FormatFloat(x, 'f', -1, 64)
}

// attrs appends the attributes kv (name, value, name, value, ...).
func (c *canvas) attrs(kv []string) {
	for i := 0; i+1 < len(kv); i += 2 {
		c.b = append(c.b, ' ')
		c.b = append(c.b, kv[i]...)
		c.b = append(c.b, `="`...)
		c.b = appendEscaped(c.b, kv[i+1])
		c.b = append(c.b, '"')
	}
}

// open appends the start tag of an element that has children.
func (c *canvas) open(name string, kv ...string) {
	c.b = append(c.b, '<')
	c.b = append(c.b, name...)
	c.attrs(kv)
	c.b = append(c.b, ">\n"...)
}

// close appends the end tag of an element.
func (c *canvas) close(name string) {
	c.b = append(c.b, "</"...)
	c.b = append(c.b, name...)
	c.b = append(c.b, ">\n"...)
}

// empty appends an element without children.
func (c *canvas) empty(name string, kv ...string) {
	c.b = append(c.b, '<')
	c.b = append(c.b, name...)
	c.attrs(kv)
	c.b = append(c.b, "/>\n"...)
}

// leaf appends an element whose only child is the text s.
func (c *canvas) leaf(name, s string, kv ...string) {
	c.b = append(c.b, '<')
	c.b = append(c.b, name...)
	c.attrs(kv)
	c.b = append(c.b, '>')
	c.b = appendEscaped(c.b, s)
	c.b = append(c.b, "</"...)
	c.b = append(c.b, name...)
	c.b = append(c.b, ">\n"...)
}

// appendEscaped appends s with the characters that XML reserves in text
// and attribute values replaced by references. Control characters other
// than tab and newline, which XML 1.0 forbids, and invalid UTF-8 become
// U+FFFD.
func appendEscaped(b []byte, s string) []byte {
	for _, r := range s {
		switch {
		case r == '&':
			b = append(b, "&amp;"...)
		case r == '<':
			b = append(b, "&lt;"...)
		case r == '>':
			b = append(b, "&gt;"...)
		case r == '"':
			b = append(b, "&quot;"...)
		case r == '\n':
			b = append(b, "&#xA;"...)
		case r == '\t':
			b = append(b, "&#x9;"...)
		case r < 0x20 || r == 0xFFFE || r == 0xFFFF || r >= 0xD800 && r < 0xE000:
			b = append(b, "\uFFFD"...)
		default:
			b = append(b, string(r)...)
		}
	}
	return b
}

// A path builds the d attribute of a <path> element.
type path struct {
	strings.Builder
}

// move starts a new subpath at (x, y).
func (p *path) move(x, y float64) {
	p.WriteString("M" + num(x) + " " + num(y))
}

// line draws a straight line to (x, y).
func (p *path) line(x, y float64) {
	p.WriteString("L" + num(x) + " " + num(y))
}

// wrap splits s into lines of at most width bytes, at spaces; a word
// longer than width is a line of its own.
func wrap(s string, width int) []string {
	var lines []string
	cur := ""
	for _, w := range strings.Fields(s) {
		switch {
		case cur == "":
			cur = w
		case len(cur)+1+len(w) <= width:
			cur += " " + w
		default:
			lines = append(lines, cur)
			cur = w
		}
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// lengthUnits are the units of a length that [scaleLength] scales: the
// absolute units of CSS, and em, which the height shares with the width.
// A percentage is not among them: the height's is of another length.
var lengthUnits = []string{"", "px", "cm", "mm", "in", "pt", "pc", "em"}

// scaleLength returns the CSS length s multiplied by f, in its unit, when
// s is a number (digits with an optional fraction, no sign or exponent)
// followed by one of lengthUnits; otherwise it reports false.
func scaleLength(s string, f float64) (string, bool) {
	i := 0
	for i < len(s) && ('0' <= s[i] && s[i] <= '9' || s[i] == '.') {
		i++
	}
	x, err := strconv.ParseFloat(s[:i], 64)
	if err != nil || s[i-1] == '.' {
		return "", false
	}
	unit := s[i:]
	for _, u := range lengthUnits {
		if unit == u {
			return num(x*f) + unit, true
		}
	}
	return "", false
}
