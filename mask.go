// Technique engine: mask, the internal set of digits (the fill's too).

package sudoku

import "math/bits"

// A mask is a set of digits: bit d-1 stands for the digit d, so the nine
// low bits hold the digits 1-9.
type mask uint16

// allDigits is the set of the nine digits.
const allDigits mask = 1<<9 - 1

// digitMask returns the set that holds the digit d alone (1 <= d <= 9).
func digitMask(d uint8) mask { return 1 << (d - 1) }

// count returns the number of digits in m.
func (m mask) count() int { return bits.OnesCount16(uint16(m)) }

// lowest returns the smallest digit in m, which must not be empty.
func (m mask) lowest() uint8 { return uint8(bits.TrailingZeros16(uint16(m))) + 1 }
