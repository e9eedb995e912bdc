import { describe, expect, it } from 'vitest';
import { sentence } from './sentence';

describe('a message as a sentence', () => {
  it('starts with a capital in English and Vietnamese, and leaves Chinese alone', () => {
    expect(sentence('please enter valid email first')).toBe('Please enter valid email first');
    expect(sentence('đăng nhập thất bại')).toBe('Đăng nhập thất bại');
    expect(sentence('ủy quyền hết hạn')).toBe('Ủy quyền hết hạn');
    expect(sentence('请先完成滑块验证')).toBe('请先完成滑块验证');
    expect(sentence('Already one')).toBe('Already one');
    expect(sentence('')).toBe('');
  });
});
